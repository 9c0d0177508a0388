import { describe, expect, it } from 'vitest';
import {
  footerSections,
  MARKETING_PATHS,
  marketingLink,
  profileMenuItems,
  rootRedirect,
  supplementsLink,
  topNavigationItems,
} from './navigation';
import type { UserView } from './user';

const options = { marketingUrl: 'https://fathom.example', supplementProductUuid: 'supp-uuid' };

function user({
  authorized = false,
  unmarketable = false,
  resultsReady = false,
}: {
  authorized?: boolean;
  unmarketable?: boolean;
  resultsReady?: boolean;
} = {}): UserView {
  return {
    id: 'user-1',
    attributes: { name: 'Sam Carter', has_authorized_user_role: authorized },
    meta: { flag_unmarketable: unmarketable },
    relationships: { client: { id: 'client-1', attributes: { has_results_ready: resultsReady } } },
  };
}

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('topNavigationItems', () => {
  it('shows a marketable client every item with its target', () => {
    expect(topNavigationItems(user(), options, 'en')).toEqual([
      { key: 'home', label: 'Home', target: { type: 'route', path: '/home' } },
      { key: 'analysis', label: 'Analysis', target: { type: 'route', path: '/analysis' } },
      { key: 'cryogenic', label: 'Cryogenic storage', target: { type: 'route', path: '/cryogenic' } },
      {
        key: 'supplements',
        label: 'Supplements',
        target: {
          type: 'external',
          href: 'https://fathom.example/sperm-improvement/?addProductUuid=supp-uuid',
        },
      },
      { key: 'consultations', label: 'Consultations', target: { type: 'dialog', dialog: 'consultations' } },
    ]);
  });

  it('shows an authorized user only Analysis', () => {
    expect(labels(topNavigationItems(user({ authorized: true }), options, 'en'))).toEqual(['Analysis']);
  });

  it('hides Supplements and Consultations from an unmarketable client', () => {
    expect(labels(topNavigationItems(user({ unmarketable: true }), options, 'en'))).toEqual([
      'Home',
      'Analysis',
      'Cryogenic storage',
    ]);
  });
});

describe('profileMenuItems', () => {
  it('shows a marketable client with results ready every item', () => {
    expect(profileMenuItems(user({ resultsReady: true }), 'en')).toEqual([
      { key: 'account', label: 'Account information', target: { type: 'route', path: '/profile' } },
      { key: 'contracts', label: 'Contracts', target: { type: 'route', path: '/contracts' } },
      { key: 'billing', label: 'Manage billing', target: { type: 'route', path: '/manage-billing' } },
      { key: 'partner', label: 'Add spouse / partner', target: { type: 'route', path: '/partner' } },
      { key: 'orders', label: 'Order history', target: { type: 'route', path: '/orders/history' } },
      { key: 'lifestyle', label: 'Take the Lifestyle Survey', target: { type: 'route', path: '/lifestyle' } },
      { key: 'urologist', label: 'Find a urologist', target: { type: 'route', path: '/find-urologist' } },
      { key: 'logout', label: 'Logout', target: { type: 'action', action: 'logout' } },
    ]);
  });

  it('hides Find a urologist from a client without results ready', () => {
    expect(labels(profileMenuItems(user(), 'en'))).not.toContain('Find a urologist');
  });

  it('shows an authorized user only Account information, Contracts and Logout, even with results ready', () => {
    expect(labels(profileMenuItems(user({ authorized: true, resultsReady: true }), 'en'))).toEqual([
      'Account information',
      'Contracts',
      'Logout',
    ]);
  });

  it('hides the partner and lifestyle items from an unmarketable client and keeps the rest', () => {
    expect(labels(profileMenuItems(user({ unmarketable: true, resultsReady: true }), 'en'))).toEqual([
      'Account information',
      'Contracts',
      'Manage billing',
      'Order history',
      'Find a urologist',
      'Logout',
    ]);
  });
});

describe('rootRedirect', () => {
  it('sends a logged-in authorized user to /analysis', () => {
    expect(rootRedirect({ isLoggedIn: true, user: user({ authorized: true }) })).toBe('/analysis');
  });

  it('sends any other logged-in user to /home', () => {
    expect(rootRedirect({ isLoggedIn: true, user: user() })).toBe('/home');
    expect(rootRedirect({ isLoggedIn: true, user: null })).toBe('/home');
  });

  it('sends everyone else to /login', () => {
    expect(rootRedirect({ isLoggedIn: false, user: user({ authorized: true }) })).toBe('/login');
    expect(rootRedirect({ isLoggedIn: false, user: null })).toBe('/login');
  });
});

describe('marketingLink', () => {
  it('joins the base and the path without doubling slashes', () => {
    expect(marketingLink('https://fathom.example/', '/contact')).toBe('https://fathom.example/contact');
    expect(marketingLink('https://fathom.example', 'sperm-analysis')).toBe(
      'https://fathom.example/sperm-analysis',
    );
  });

  it('keeps an anchor after the query', () => {
    expect(marketingLink('https://fathom.example', MARKETING_PATHS.orderPlans, { ref: 'portal' })).toBe(
      'https://fathom.example/order/?ref=portal#plans',
    );
  });

  it('encodes query values and leaves out missing ones', () => {
    expect(
      marketingLink('https://fathom.example', '/resources', { q: 'a b&c', skip: undefined, none: null }),
    ).toBe('https://fathom.example/resources?q=a%20b%26c');
  });
});

describe('supplementsLink', () => {
  it('points at the sperm-improvement page with addProductUuid', () => {
    expect(supplementsLink('https://fathom.example/', 'supp-uuid')).toBe(
      'https://fathom.example/sperm-improvement/?addProductUuid=supp-uuid',
    );
  });
});

describe('footerSections', () => {
  const base = 'https://fathom.example';
  const hrefs = (sections: ReturnType<typeof footerSections>) =>
    Object.fromEntries(sections.flatMap((section) => section.links.map((link) => [link.key, link.href])));

  it('links a marketable client to every product page of the marketing site, anchors included', () => {
    const sections = footerSections(user(), base, 'en');
    expect(sections.map((section) => section.title)).toEqual([
      'Testing',
      'Sperm freezing',
      'Supplements',
      'Help',
    ]);
    expect(hrefs(sections)).toEqual({
      'sperm-analysis': 'https://fathom.example/sperm-analysis',
      'dna-fragmentation': 'https://fathom.example/sperm-dna-fragmentation-analysis/',
      'today-dna-fragmentation': 'https://fathom.example/for-today-dna-fragmentation/',
      'sti-test-kit': 'https://fathom.example/sti-test-kit',
      'compare-kits': 'https://fathom.example/order/#product-comparison-table',
      'sperm-freezing': 'https://fathom.example/sperm-freezing/',
      'packages-with-storage': 'https://fathom.example/sperm-freezing/#packages-with-storage',
      'storage-plans': 'https://fathom.example/sperm-freezing/#cryo-storage',
      plans: 'https://fathom.example/order/#plans',
      'male-fertility-supplement': 'https://fathom.example/supplements-male-fertility',
      coq10: 'https://fathom.example/supplements-coq10',
      resources: 'https://fathom.example/resources',
      'help-center': 'https://fathom.example/help-center',
      community: 'https://fathom.example/community',
      contact: 'https://fathom.example/contact',
      phone: 'tel:+15125550100',
    });
  });

  it('keeps a base with a path or a trailing slash', () => {
    expect(hrefs(footerSections(user(), 'https://example.com/us/', 'en'))['packages-with-storage']).toBe(
      'https://example.com/us/sperm-freezing/#packages-with-storage',
    );
  });

  it('shows authorized users, unmarketable clients and a session without a user only where to find help', () => {
    for (const viewer of [user({ authorized: true }), user({ unmarketable: true }), null]) {
      expect(footerSections(viewer, base, 'en').map((section) => section.key)).toEqual(['help']);
    }
  });
});

describe('the navigation in Spanish', () => {
  it('names every entry and link in Spanish', () => {
    expect(labels(topNavigationItems(user(), options, 'es'))).toEqual([
      'Inicio',
      'Análisis',
      'Almacenamiento criogénico',
      'Suplementos',
      'Consultas',
    ]);
    expect(labels(profileMenuItems(user({ resultsReady: true }), 'es'))).toContain('Buscar un urólogo');
    const help = footerSections(null, options.marketingUrl, 'es')[0];
    expect(help?.title).toBe('Ayuda');
    expect(help?.links.at(-1)).toEqual({
      key: 'phone',
      label: 'Llámenos: (512) 555-0100',
      href: 'tel:+15125550100',
    });
  });
});
