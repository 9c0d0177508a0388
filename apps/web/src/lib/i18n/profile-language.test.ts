import type { UserResource } from '@fathom/contract/user';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { userFixture } from '../../test/user-fixture';
import { useSession } from '../session-store';
import { activateLanguage, currentLanguage } from './language';
import { chooseLanguage, followProfileLanguage } from './profile-language';

const languageCookie = () => /(?:^|; )fathom-language=(\w+)/.exec(document.cookie)?.[1] ?? null;

function answersProfile(language: UserResource['attributes']['language']) {
  return mockApi([
    { method: 'POST', path: '/api/restify/profile', body: { data: userFixture({ language }) } },
  ]);
}

describe("the page's language and the profile's", () => {
  afterEach(async () => {
    useSession.getState().logout();
    // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie the switch wrote, as the page does
    document.cookie = 'fathom-language=; Max-Age=0; Path=/';
    await activateLanguage('en');
  });

  it('draws the pages in the chosen language at once and remembers it in the browser, signed out', async () => {
    const api = answersProfile('es');
    await chooseLanguage('es');
    expect(i18n.locale).toBe('es');
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(languageCookie()).toBe('es');
    expect(api.calls).toEqual([]);
  });

  it('saves a signed-in choice to the profile', async () => {
    useSession.getState().login('token', userFixture({ language: 'en' }));
    const api = answersProfile('es');
    await chooseLanguage('es');
    expect(api.callsTo('POST', '/api/restify/profile').map((call) => call.body)).toEqual([
      { language: 'es' },
    ]);
    expect(useSession.getState().user?.attributes.language).toBe('es');
  });

  it('saves a choice made signed out to the profile at the next sign-in, even after a reload', async () => {
    await chooseLanguage('es');
    const api = answersProfile('es');
    followProfileLanguage(userFixture({ language: 'en' }));
    await expect.poll(() => api.callsTo('POST', '/api/restify/profile').length).toBe(1);
    expect(api.calls[0]?.body).toEqual({ language: 'es' });
    expect(i18n.locale).toBe('es');
  });

  it("follows the profile's language otherwise, chosen perhaps on another device", async () => {
    const api = answersProfile('es');
    followProfileLanguage(userFixture({ language: 'es' }));
    await expect.poll(() => i18n.locale).toBe('es');
    expect(languageCookie()).toBe('es');
    expect(api.calls).toEqual([]);
  });

  it('gives a profile without a language the one its person reads the pages in, unless it is the default', async () => {
    const api = answersProfile('es');
    followProfileLanguage(userFixture({ language: null }));
    expect(api.calls).toEqual([]);

    await activateLanguage('es');
    followProfileLanguage(userFixture({ language: null }));
    await expect.poll(() => api.callsTo('POST', '/api/restify/profile').length).toBe(1);
    expect(api.calls[0]?.body).toEqual({ language: 'es' });
    expect(i18n.locale).toBe('es');
  });

  it('saves English chosen signed out to a profile without a language', async () => {
    await chooseLanguage('en');
    const api = answersProfile('en');
    followProfileLanguage(userFixture({ language: null }));
    await expect.poll(() => api.callsTo('POST', '/api/restify/profile').length).toBe(1);
    expect(api.calls[0]?.body).toEqual({ language: 'en' });
  });
});
