import { describe, expect, it } from 'vitest';
import { type FirstRenderFacts, firstRenderOf, mayHydrate } from './prerendered-shell';

function rootOf(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.firstElementChild as HTMLElement;
}

const loginShell = rootOf(
  '<div id="root" data-prerendered="/login" data-product-name="Fathom" data-language="en"></div>',
);
const signedOutVisit: FirstRenderFacts = {
  pathname: '/login',
  productName: 'Fathom',
  language: 'en',
  maintenance: false,
  signedIn: false,
  signingIn: false,
};

describe('whether the app hydrates the HTML it was sent', () => {
  it("hydrates a signed-out visit of the prerendered page's own path", () => {
    expect(mayHydrate(loginShell, signedOutVisit)).toBe(true);
  });

  it("draws afresh over index.html's skeleton and over another path's shell", () => {
    expect(mayHydrate(rootOf('<div id="root"></div>'), signedOutVisit)).toBe(false);
    expect(mayHydrate(loginShell, { ...signedOutVisit, pathname: '/login/' })).toBe(false);
  });

  it('draws afresh when the first render differs from the prerendered one', () => {
    for (const facts of [
      { signedIn: true },
      { signingIn: true },
      { maintenance: true },
      { productName: 'Fathom Labs' },
      { language: 'es' as const },
    ]) {
      expect(mayHydrate(loginShell, { ...signedOutVisit, ...facts }), JSON.stringify(facts)).toBe(false);
    }
  });
});

describe('how the app takes over a prerendered page', () => {
  it('hydrates a signed-out visit and draws afresh where the page is not the one prerendered', () => {
    expect(firstRenderOf(loginShell, signedOutVisit)).toBe('hydrate');
    expect(firstRenderOf(rootOf('<div id="root"></div>'), { ...signedOutVisit, signedIn: true })).toBe(
      'render',
    );
    expect(firstRenderOf(loginShell, { ...signedOutVisit, signedIn: true, maintenance: true })).toBe(
      'render',
    );
    expect(firstRenderOf(loginShell, { ...signedOutVisit, signedIn: true, signingIn: true })).toBe('render');
  });

  it('confirms the session first when only the kept signed-in frame differs from the prerendered render', () => {
    expect(firstRenderOf(loginShell, { ...signedOutVisit, signedIn: true })).toBe('confirm-session');
  });
});
