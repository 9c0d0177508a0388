import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { firstRenderFacts, mayHydrate } from './app/prerendered-shell';
import { logUncaughtErrors } from './lib/log-uncaught-errors';
import './styles.css';

logUncaughtErrors();

/** The identity provider's popup and hidden-frame returns only hand their address to the opening window. */
const childWindowReturn = /^\/auth\/(popup|silent)-callback$/.test(window.location.pathname);

const container = document.getElementById('root');
if (childWindowReturn) {
  import('./features/auth/identity-provider/provider-sign-in').then(({ completeChildWindowSignIn }) =>
    completeChildWindowSignIn(),
  );
} else if (container) {
  // A public page's HTML holds its prerendered first screen: React takes it over rather than drawing it again.
  // Either way the first render is a transition, so React yields to the browser between components instead of
  // holding the main thread for the whole tree: a hydration started outside one runs in a single task.
  if (mayHydrate(container, firstRenderFacts()))
    startTransition(() => void hydrateRoot(container, <AppRoot />));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(<AppRoot />));
  }
}
