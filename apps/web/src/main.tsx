import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { firstRenderFacts, firstRenderOf } from './app/prerendered-shell';
import { confirmKeptSession } from './app/session/confirm-kept-session';
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
  const hydrate = () => startTransition(() => void hydrateRoot(container, <AppRoot />));
  const render = () => {
    const root = createRoot(container);
    startTransition(() => root.render(<AppRoot />));
  };
  const takeOver = () => (firstRenderOf(container, firstRenderFacts()) === 'hydrate' ? hydrate() : render());
  if (firstRenderOf(container, firstRenderFacts()) === 'confirm-session')
    void confirmKeptSession().then(takeOver);
  else takeOver();
}
