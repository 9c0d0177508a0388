import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../components/toast/toaster';

/** Renders a page at a path with an in-memory router; `location()` answers where the app navigated. */
export function renderPage(page: ReactElement, path = '/') {
  const [pathname = '/', search = ''] = path.split('?');
  const memory = memoryLocation({ path: pathname, searchPath: search, record: true });
  const view = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {page}
      <Toaster />
    </Router>,
  );
  return {
    ...view,
    navigate: memory.navigate,
    location: () => memory.history.at(-1) ?? pathname,
  };
}
