import type { Language } from '@fathom/domain/languages';
import { appConfig } from '../lib/config';
import { currentLanguage } from '../lib/i18n/language';
import { useSession } from '../lib/session-store';
import { useLoginToken } from './session/login-token-handler';
import { useProviderSignIn } from './session/provider-silent-sign-in';

/** The attribute of #root naming the path whose first screen the HTML holds (absent in index.html). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';
/** The attribute of #root naming the product name the shell was rendered with (the brand it shows). */
export const PRERENDERED_PRODUCT_ATTRIBUTE = 'data-product-name';
/** The attribute of #root naming the language the shell was rendered in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-language';

export interface FirstRenderFacts {
  pathname: string;
  productName: string;
  /** The language the first render draws its messages in. */
  language: Language;
  maintenance: boolean;
  signedIn: boolean;
  signingIn: boolean;
}

/** What decides, in this visit, whether the app's first render is the one the build prerendered. */
export function firstRenderFacts(): FirstRenderFacts {
  return {
    pathname: window.location.pathname,
    productName: appConfig.productName,
    language: currentLanguage(),
    maintenance: appConfig.maintenance,
    signedIn: useSession.getState().isLoggedIn,
    signingIn: useLoginToken.getState().pending || useProviderSignIn.getState().pending,
  };
}

/**
 * The build prerendered each shell signed out, with no maintenance notice and the default product name, once per
 * language. Only a visit whose first render is that very page hydrates it; any other (a signed-in visitor sent on
 * from /login, a sign-in link being used, another brand, a profile in another language) renders afresh over it, as
 * index.html's skeleton is.
 */
export function mayHydrate(container: HTMLElement, facts: FirstRenderFacts): boolean {
  return (
    container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === facts.pathname &&
    container.getAttribute(PRERENDERED_PRODUCT_ATTRIBUTE) === facts.productName &&
    container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === facts.language &&
    !facts.maintenance &&
    !facts.signedIn &&
    !facts.signingIn
  );
}

/** How the app takes over what the HTML holds: a render of its own, or hydrating the prerendered page. */
export type FirstRender = 'hydrate' | 'render' | 'confirm-session';

/**
 * 'confirm-session' when only the browser's kept signed-in frame stands between this visit and the prerendered
 * page: the visitor may already be typing into it, and a session that has ended would otherwise draw the page
 * afresh (sent on as signed in, then back, with empty fields). The session is confirmed first.
 */
export function firstRenderOf(container: HTMLElement, facts: FirstRenderFacts): FirstRender {
  if (mayHydrate(container, facts)) return 'hydrate';
  if (facts.signedIn && mayHydrate(container, { ...facts, signedIn: false })) return 'confirm-session';
  return 'render';
}
