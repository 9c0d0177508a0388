import type { Language } from '@fathom/domain/languages';
import { useSession } from '../session-store';

/**
 * The language's choice and the profile's, settled in profile-language.ts, whose code (and the profile's saving)
 * loads the first time either is needed: not for a first page seen signed out.
 */
const profileLanguage = () => import('./profile-language');

/** The switch's choice: see profile-language.ts `chooseLanguage`. */
export function chooseLanguage(language: Language): Promise<void> {
  return profileLanguage().then((module) => module.chooseLanguage(language));
}

/** Follows every profile the session reads from the server (its user frame kept from an earlier visit is not one). */
export function followProfileLanguages(): () => void {
  return useSession.subscribe((state, previous) => {
    const { user } = state;
    if (user && state.profileFresh && user !== previous.user) {
      profileLanguage()
        .then((module) => module.followProfileLanguage(user))
        .catch(() => undefined);
    }
  });
}
