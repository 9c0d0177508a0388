import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
