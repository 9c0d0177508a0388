/** Navigation items and their visibility (specification sections 2 and 6), and marketing-site links. */
import type { Language } from './languages';
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

/** The words of the navigation's entries and the footer's sections and links, by their keys. */
type ItemKey =
  | 'home'
  | 'analysis'
  | 'cryogenic'
  | 'supplements'
  | 'consultations'
  | 'account'
  | 'contracts'
  | 'billing'
  | 'partner'
  | 'orders'
  | 'lifestyle'
  | 'urologist'
  | 'logout';
type SectionKey = 'help' | 'testing' | 'freezing' | 'supplements';
type LinkKey =
  | 'resources'
  | 'help-center'
  | 'community'
  | 'contact'
  | 'sperm-analysis'
  | 'dna-fragmentation'
  | 'today-dna-fragmentation'
  | 'sti-test-kit'
  | 'compare-kits'
  | 'sperm-freezing'
  | 'packages-with-storage'
  | 'storage-plans'
  | 'plans'
  | 'male-fertility-supplement'
  | 'coq10';

interface NavigationWords {
  items: Readonly<Record<ItemKey, string>>;
  sections: Readonly<Record<SectionKey, string>>;
  links: Readonly<Record<LinkKey, string>>;
  callUs: (phone: string) => string;
}

const NAVIGATION_WORDS: Readonly<Record<Language, NavigationWords>> = {
  en: {
    items: {
      home: 'Home',
      analysis: 'Analysis',
      cryogenic: 'Cryogenic storage',
      supplements: 'Supplements',
      consultations: 'Consultations',
      account: 'Account information',
      contracts: 'Contracts',
      billing: 'Manage billing',
      partner: 'Add spouse / partner',
      orders: 'Order history',
      lifestyle: 'Take the Lifestyle Survey',
      urologist: 'Find a urologist',
      logout: 'Logout',
    },
    sections: { help: 'Help', testing: 'Testing', freezing: 'Sperm freezing', supplements: 'Supplements' },
    links: {
      resources: 'Resources',
      'help-center': 'Help Center',
      community: 'Community',
      contact: 'Contact us',
      'sperm-analysis': 'Sperm analysis',
      'dna-fragmentation': 'DNA fragmentation analysis',
      'today-dna-fragmentation': 'DNA fragmentation with Today',
      'sti-test-kit': 'STI test kit',
      'compare-kits': 'Compare our kits',
      'sperm-freezing': 'Sperm freezing',
      'packages-with-storage': 'Packages with storage',
      'storage-plans': 'Storage plans',
      plans: 'Plans and prices',
      'male-fertility-supplement': 'Male fertility supplement',
      coq10: 'CoQ10',
    },
    callUs: (phone) => `Call us: ${phone}`,
  },
  es: {
    items: {
      home: 'Inicio',
      analysis: 'Análisis',
      cryogenic: 'Almacenamiento criogénico',
      supplements: 'Suplementos',
      consultations: 'Consultas',
      account: 'Información de la cuenta',
      contracts: 'Contratos',
      billing: 'Administrar pagos',
      partner: 'Agregar cónyuge o pareja',
      orders: 'Historial de pedidos',
      lifestyle: 'Responder la encuesta de estilo de vida',
      urologist: 'Buscar un urólogo',
      logout: 'Cerrar sesión',
    },
    sections: {
      help: 'Ayuda',
      testing: 'Pruebas',
      freezing: 'Congelación de esperma',
      supplements: 'Suplementos',
    },
    links: {
      resources: 'Recursos',
      'help-center': 'Centro de ayuda',
      community: 'Comunidad',
      contact: 'Contáctenos',
      'sperm-analysis': 'Análisis de semen',
      'dna-fragmentation': 'Análisis de fragmentación del ADN',
      'today-dna-fragmentation': 'Fragmentación del ADN con Today',
      'sti-test-kit': 'Kit de pruebas de ETS',
      'compare-kits': 'Compare nuestros kits',
      'sperm-freezing': 'Congelación de esperma',
      'packages-with-storage': 'Paquetes con almacenamiento',
      'storage-plans': 'Planes de almacenamiento',
      plans: 'Planes y precios',
      'male-fertility-supplement': 'Suplemento para la fertilidad masculina',
      coq10: 'CoQ10',
    },
    callUs: (phone) => `Llámenos: ${phone}`,
  },
};

export function topNavigationItems(
  user: UserView,
  options: TopNavigationOptions,
  language: Language,
): NavigationItem[] {
  const words = NAVIGATION_WORDS[language].items;
  const item = (key: ItemKey, target: NavigationTarget): NavigationItem => ({
    key,
    label: words[key],
    target,
  });
  const client = !isAuthorizedUser(user);
  const marketableClient = client && isMarketable(user);
  const items: Array<NavigationItem | false> = [
    client && item('home', { type: 'route', path: '/home' }),
    item('analysis', { type: 'route', path: '/analysis' }),
    client && item('cryogenic', { type: 'route', path: '/cryogenic' }),
    marketableClient &&
      item('supplements', {
        type: 'external',
        href: supplementsLink(options.marketingUrl, options.supplementProductUuid),
      }),
    marketableClient && item('consultations', { type: 'dialog', dialog: 'consultations' }),
  ];
  return items.filter((entry) => entry !== false);
}

export function profileMenuItems(user: UserView, language: Language): NavigationItem[] {
  const words = NAVIGATION_WORDS[language].items;
  const item = (key: ItemKey, target: NavigationTarget): NavigationItem => ({
    key,
    label: words[key],
    target,
  });
  const client = !isAuthorizedUser(user);
  const marketableClient = client && isMarketable(user);
  const items: Array<NavigationItem | false> = [
    item('account', { type: 'route', path: '/profile' }),
    item('contracts', { type: 'route', path: '/contracts' }),
    client && item('billing', { type: 'route', path: '/manage-billing' }),
    marketableClient && item('partner', { type: 'route', path: '/partner' }),
    client && item('orders', { type: 'route', path: '/orders/history' }),
    marketableClient && item('lifestyle', { type: 'route', path: '/lifestyle' }),
    client && hasResultsReady(user) && item('urologist', { type: 'route', path: '/find-urologist' }),
    item('logout', { type: 'action', action: 'logout' }),
  ];
  return items.filter((entry) => entry !== false);
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
export function footerSections(
  user: UserView | null,
  marketingUrl: string,
  language: Language,
): FooterSection[] {
  const words = NAVIGATION_WORDS[language];
  const link = (key: LinkKey, path: string): FooterLink => ({
    key,
    label: words.links[key],
    href: marketingLink(marketingUrl, path),
  });
  const section = (key: SectionKey, links: FooterLink[]): FooterSection => ({
    key,
    title: words.sections[key],
    links,
  });
  const help = section('help', [
    link('resources', MARKETING_PATHS.resources),
    link('help-center', MARKETING_PATHS.helpCenter),
    link('community', MARKETING_PATHS.community),
    link('contact', MARKETING_PATHS.contact),
    { key: 'phone', label: words.callUs(SUPPORT_PHONE.display), href: `tel:${SUPPORT_PHONE.tel}` },
  ]);
  if (!user || isAuthorizedUser(user) || !isMarketable(user)) return [help];
  return [
    section('testing', [
      link('sperm-analysis', MARKETING_PATHS.spermAnalysis),
      link('dna-fragmentation', MARKETING_PATHS.spermDnaFragmentationAnalysis),
      link('today-dna-fragmentation', MARKETING_PATHS.forTodayDnaFragmentation),
      link('sti-test-kit', MARKETING_PATHS.stiTestKit),
      link('compare-kits', MARKETING_PATHS.orderProductComparisonTable),
    ]),
    section('freezing', [
      link('sperm-freezing', MARKETING_PATHS.spermFreezing),
      link('packages-with-storage', MARKETING_PATHS.spermFreezingPackagesWithStorage),
      link('storage-plans', MARKETING_PATHS.spermFreezingCryoStorage),
      link('plans', MARKETING_PATHS.orderPlans),
    ]),
    section('supplements', [
      link('male-fertility-supplement', MARKETING_PATHS.supplementsMaleFertility),
      link('coq10', MARKETING_PATHS.supplementsCoq10),
    ]),
    help,
  ];
}

export { type RootSession, rootRedirect } from './root-redirect';
