import { startTransition } from 'react';
import { AppRoot } from './app/app-root';
import { firstRenderFacts, firstRenderOf } from './app/prerendered-shell';
import { confirmKeptSession } from './app/session/confirm-kept-session';
import { activateLanguage, languageOfPage } from './lib/i18n/language';
import { followProfileLanguages } from './lib/i18n/language-choice';
import { logUncaughtErrors } from './lib/log-uncaught-errors';
import './styles.css';

logUncaughtErrors();
followProfileLanguages();

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
  // The browser runs the app's modules in one task; React's renderer is set up in the next one, with the
  // take-over, so a tap or a frame can come between the two instead of waiting for both. Its code is in the
  // framework chunk the page has already loaded: importing it asks for nothing more.
  // The catalogue of the language the page was sent in is asked for at once (its HTML preloads it): the first
  // render draws every message from it.
  const pageLanguage = activateLanguage(languageOfPage());
  const takeOver = async () => {
    const [{ createRoot, hydrateRoot }] = await Promise.all([import('react-dom/client'), pageLanguage]);
    if (firstRenderOf(container, firstRenderFacts()) === 'hydrate') {
      startTransition(() => void hydrateRoot(container, <AppRoot />));
    } else {
      const root = createRoot(container);
      startTransition(() => root.render(<AppRoot />));
    }
  };
  if (firstRenderOf(container, firstRenderFacts()) === 'confirm-session')
    void confirmKeptSession().then(takeOver);
  else setTimeout(takeOver, 0);
}
