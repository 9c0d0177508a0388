import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';

/**
 * The whole app, as the browser renders it and as the build prerenders a public page's shell (ssrPath: the
 * page's path). One tree on both sides, so that hydrating the prerendered HTML finds what it expects.
 */
export function AppRoot({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App />
      </Router>
    </StrictMode>
  );
}
