/** Navigation items and their visibility (specification sections 2 and 6), and marketing-site links. */
import { joinPath, type QueryValue, withQuery } from './url';
import { hasResultsReady, isAuthorizedUser, isMarketable, type UserView } from './user';

export type NavigationTarget =
  | { type: 'route'; path: string }
  | { type: 'external'; href: string }
  | { type: 'dialog'; dialog: 'consultations' }
  | { type: 'action'; action: 'logout' };

export interface NavigationItem {
  key: string;
  label: string;
  target: NavigationTarget;
}

export interface TopNavigationOptions {
  /** Base address of the marketing site, e.g. https://fathom.example */
  marketingUrl: string;
  /** The supplement product added to the cart by the Supplements link. */
  supplementProductUuid: string;
}

export const MARKETING_PATHS = {
  spermFreezing: '/sperm-freezing/',
  spermFreezingPackagesWithStorage: '/sperm-freezing/#packages-with-storage',
  spermFreezingCryoStorage: '/sperm-freezing/#cryo-storage',
  order: '/order/',
  orderProductComparisonTable: '/order/#product-comparison-table',
  orderPlans: '/order/#plans',
  spermImprovement: '/sperm-improvement/',
  resources: '/resources',
  contact: '/contact',
  spermAnalysis: '/sperm-analysis',
  spermDnaFragmentationAnalysis: '/sperm-dna-fragmentation-analysis/',
  forTodayDnaFragmentation: '/for-today-dna-fragmentation/',
  stiTestKit: '/sti-test-kit',
  supplementsMaleFertility: '/supplements-male-fertility',
  supplementsCoq10: '/supplements-coq10',
  helpCenter: '/help-center',
  community: '/community',
  cart: '/cart/',
  collectionVideo: '/videos/collect-your-sample',
  shippingVideo: '/videos/pack-and-ship-your-kit',
} as const;

/** The care team's phone line, as a tel: link and as people read it. */
export const SUPPORT_PHONE = { tel: '+15125550100', display: '(512) 555-0100' } as const;

/** Joins a marketing-site base and a path (which may carry a #anchor) and adds the query parameters. */
export function marketingLink(
  base: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  return withQuery(joinPath(base, path), query ?? {});
}

export function supplementsLink(marketingUrl: string, supplementProductUuid: string): string {
  return marketingLink(marketingUrl, MARKETING_PATHS.spermImprovement, {
    addProductUuid: supplementProductUuid,
  });
}

export function topNavigationItems(user: UserView, options: TopNavigationOptions): NavigationItem[] {
  const client = !isAuthorizedUser(user);
  const marketableClient = client && isMarketable(user);
  const items: Array<NavigationItem | false> = [
    client && { key: 'home', label: 'Home', target: { type: 'route', path: '/home' } },
    { key: 'analysis', label: 'Analysis', target: { type: 'route', path: '/analysis' } },
    client && { key: 'cryogenic', label: 'Cryogenic storage', target: { type: 'route', path: '/cryogenic' } },
    marketableClient && {
      key: 'supplements',
      label: 'Supplements',
      target: {
        type: 'external',
        href: supplementsLink(options.marketingUrl, options.supplementProductUuid),
      },
    },
    marketableClient && {
      key: 'consultations',
      label: 'Consultations',
      target: { type: 'dialog', dialog: 'consultations' },
    },
  ];
  return items.filter((item) => item !== false);
}

export function profileMenuItems(user: UserView): NavigationItem[] {
  const client = !isAuthorizedUser(user);
  const marketableClient = client && isMarketable(user);
  const items: Array<NavigationItem | false> = [
    { key: 'account', label: 'Account information', target: { type: 'route', path: '/profile' } },
    { key: 'contracts', label: 'Contracts', target: { type: 'route', path: '/contracts' } },
    client && { key: 'billing', label: 'Manage billing', target: { type: 'route', path: '/manage-billing' } },
    marketableClient && {
      key: 'partner',
      label: 'Add spouse / partner',
      target: { type: 'route', path: '/partner' },
    },
    client && { key: 'orders', label: 'Order history', target: { type: 'route', path: '/orders/history' } },
    marketableClient && {
      key: 'lifestyle',
      label: 'Take the Lifestyle Survey',
      target: { type: 'route', path: '/lifestyle' },
    },
    client &&
      hasResultsReady(user) && {
        key: 'urologist',
        label: 'Find a urologist',
        target: { type: 'route', path: '/find-urologist' },
      },
    { key: 'logout', label: 'Logout', target: { type: 'action', action: 'logout' } },
  ];
  return items.filter((item) => item !== false);
}

export interface FooterLink {
  key: string;
  label: string;
  href: string;
}

export interface FooterSection {
  key: string;
  title: string;
  links: FooterLink[];
}

/**
 * The footer's links: what the marketing site sells (only to marketable clients, like Supplements) and
 * where to find help (everyone).
 */
export function footerSections(user: UserView | null, marketingUrl: string): FooterSection[] {
  const link = (key: string, label: string, path: string): FooterLink => ({
    key,
    label,
    href: marketingLink(marketingUrl, path),
  });
  const help: FooterSection = {
    key: 'help',
    title: 'Help',
    links: [
      link('resources', 'Resources', MARKETING_PATHS.resources),
      link('help-center', 'Help Center', MARKETING_PATHS.helpCenter),
      link('community', 'Community', MARKETING_PATHS.community),
      link('contact', 'Contact us', MARKETING_PATHS.contact),
      { key: 'phone', label: `Call us: ${SUPPORT_PHONE.display}`, href: `tel:${SUPPORT_PHONE.tel}` },
    ],
  };
  if (!user || isAuthorizedUser(user) || !isMarketable(user)) return [help];
  return [
    {
      key: 'testing',
      title: 'Testing',
      links: [
        link('sperm-analysis', 'Sperm analysis', MARKETING_PATHS.spermAnalysis),
        link(
          'dna-fragmentation',
          'DNA fragmentation analysis',
          MARKETING_PATHS.spermDnaFragmentationAnalysis,
        ),
        link(
          'today-dna-fragmentation',
          'DNA fragmentation with Today',
          MARKETING_PATHS.forTodayDnaFragmentation,
        ),
        link('sti-test-kit', 'STI test kit', MARKETING_PATHS.stiTestKit),
        link('compare-kits', 'Compare our kits', MARKETING_PATHS.orderProductComparisonTable),
      ],
    },
    {
      key: 'freezing',
      title: 'Sperm freezing',
      links: [
        link('sperm-freezing', 'Sperm freezing', MARKETING_PATHS.spermFreezing),
        link(
          'packages-with-storage',
          'Packages with storage',
          MARKETING_PATHS.spermFreezingPackagesWithStorage,
        ),
        link('storage-plans', 'Storage plans', MARKETING_PATHS.spermFreezingCryoStorage),
        link('plans', 'Plans and prices', MARKETING_PATHS.orderPlans),
      ],
    },
    {
      key: 'supplements',
      title: 'Supplements',
      links: [
        link(
          'male-fertility-supplement',
          'Male fertility supplement',
          MARKETING_PATHS.supplementsMaleFertility,
        ),
        link('coq10', 'CoQ10', MARKETING_PATHS.supplementsCoq10),
      ],
    },
    help,
  ];
}

export { type RootSession, rootRedirect } from './root-redirect';
