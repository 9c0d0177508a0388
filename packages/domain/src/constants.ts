/** Business constants of the Fathom portal (specification section 9). Money is in integer cents. */

export const NOTIFICATION_DEFAULTS = {
  verticalAlign: 'top',
  horizontalAlign: 'right',
  timeoutMs: 5_000,
  closeOnClick: true,
  showClose: true,
} as const;
/** A hidden notification leaves the stack this long after hiding, so its exit animation can finish. */
export const NOTIFICATION_REMOVAL_DELAY_MS = 500;
export const NOTIFICATION_STACK_OFFSET_PX = 20;
export const NOTIFICATION_GAP_PX = 10;

export const DIALOG_OPEN_ANIMATION_MS = 300;
export const DIALOG_CLOSE_ANIMATION_MS = 150;

/** Debounce of the checkout email validation and of event tracking. */
export const DEBOUNCE_MS = 500;

export const INSTALMENT_COUNT = 3;
/** The cart item extradata value that marks a split payment in 3 instalments. */
export const SPLIT_PAYMENT_EXTRADATA = 'in_3_payments';

export const CURRENCY = 'USD';
export const LOCALE = 'en-US';
export const PERCENT_MAX_FRACTION_DIGITS = 2;
export const DEFAULT_TIMEZONE = 'UTC';
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_PHONE_COUNTRY = 'us';
export const DEFAULT_KIT_DELIVERY_TYPE = 'staggered';

/** Shown for an empty or invalid date and for a missing number. */
export const EMPTY_VALUE_PLACEHOLDER = '- -';
export const DEFAULT_DATE_FORMAT = 'MMM. dd, yyyy';

export const VIALS_PER_SAMPLE = 4;
export const WITHDRAWAL_LEAD_TIME_DAYS = 15;
export const DOMESTIC_CRYO_SHIPPING_CENTS = 25_000;
export const RESULTS_STALE_AFTER_DAYS = 90;
export const SPERM_RENEWAL_MONTHS = { min: 2, max: 3 } as const;
export const LIFESTYLE_REPORT_BUSINESS_DAYS = 1;
export const CONSULTATION_PRICE_CENTS = 4_900;
/** Analyses created before this calendar date come with a complimentary consultation. */
export const FREE_CONSULTATION_CUTOFF_DATE = '2022-07-07';

export const BREAKPOINTS_PX = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** The urologist search asks for every result in one page. */
export const UROLOGIST_SEARCH_PER_PAGE = 999_999;

export const DOCUMENT_STEPS = {
  client_agreement: 6,
  poa_agreement: 29,
  sti_client_agreement: 30,
  vha_crada_client_agreement: 31,
} as const;
/** The document steps that the contracts page lists (GET /restify/documents?step=6,29,30). */
export const CONTRACTS_PAGE_DOCUMENT_STEPS = [
  DOCUMENT_STEPS.client_agreement,
  DOCUMENT_STEPS.poa_agreement,
  DOCUMENT_STEPS.sti_client_agreement,
] as const;

/** Identity-provider client limits (specification section 9). */
export const IDENTITY_PROVIDER = {
  httpTimeoutMs: 10_000,
  popupTimeoutMs: 60_000,
  silentFrameTimeoutMs: 60_000,
  popupWidthPx: 400,
  popupHeightPx: 600,
  popupClosedCheckMs: 1_000,
  hiddenFrameRemovalMs: 2_000,
  lockTimeoutMs: 5_000,
  lockAttempts: 10,
  /** A cached token counts as stale this long before it expires. */
  cacheStaleBeforeExpiryS: 60,
  tokenLeewayS: 60,
  tokenAlgorithm: 'RS256',
  tokenRequestRetries: 3,
  sessionCookieDays: 1,
  loginTransactionCookieDays: 1,
} as const;
