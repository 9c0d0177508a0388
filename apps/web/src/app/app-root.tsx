import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
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
      <I18nProvider i18n={i18n}>
        <Router ssrPath={ssrPath}>
          <App />
        </Router>
      </I18nProvider>
    </StrictMode>
  );
}
