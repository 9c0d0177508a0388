import type { UserResource } from '@fathom/contract/user';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '@fathom/domain/languages';
import { api } from '../http/client';
import { useSession } from '../session-store';
import { VIEW_AS_ID_KEY } from '../view-as-id';
import { activateLanguage, currentLanguage } from './language';

/**
 * Set while a choice made signed out waits for the next sign-in to be saved to the profile: in the browser's storage,
 * so that a reload between the choice and the sign-in keeps it.
 */
const CHOICE_TO_SAVE_KEY = 'fathom-language-to-save';

function choiceToSave(): boolean {
  try {
    return localStorage.getItem(CHOICE_TO_SAVE_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberChoiceToSave(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(CHOICE_TO_SAVE_KEY, 'true');
    else localStorage.removeItem(CHOICE_TO_SAVE_KEY);
  } catch {
    // Without storage a choice made signed out stays this browser's: the profile keeps its own, or takes the page's.
  }
}

/** Remembers the language in this browser, signed out or in: the server sends the next page in it. */
function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some browsers; the server reads this one with the page
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * POST /api/restify/profile with the language alone: e-mails and documents follow it. Never while support views
 * the tab as a customer: the view reads, it does not change the customer's account.
 */
async function saveProfileLanguage(language: Language, handled: boolean): Promise<void> {
  if (sessionStorage.getItem(VIEW_AS_ID_KEY)) return;
  const user = await api.post<UserResource>('/restify/profile', { language }, { handled });
  useSession.getState().setUser(user);
}

/**
 * The switch's choice: the pages change at once, the browser remembers it, and a signed-in person's profile keeps
 * it. Signed out, the profile takes it at the next sign-in.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await activateLanguage(language);
  if (useSession.getState().isLoggedIn) await saveProfileLanguage(language, false);
  else rememberChoiceToSave(true);
}

/**
 * Settles the pages' language with the profile just read (at sign-in, and once per visit): a choice made signed out
 * since the last sign-in is saved to it, and so is the language of the pages when the profile has none and it is
 * not the default (a profile without one reads as the default); otherwise the profile's language is the person's,
 * chosen perhaps on another device, and the pages follow it.
 */
export function followProfileLanguage(user: UserResource): void {
  const language = currentLanguage();
  const saved = user.attributes.language;
  const chosen = choiceToSave();
  rememberChoiceToSave(false);
  const settled = chosen ? saved === language : (saved ?? DEFAULT_LANGUAGE) === language;
  if (settled) return;
  if (chosen || saved === null) {
    saveProfileLanguage(language, true).catch(() => undefined);
  } else {
    rememberLanguage(saved);
    activateLanguage(saved).catch(() => undefined);
  }
}
