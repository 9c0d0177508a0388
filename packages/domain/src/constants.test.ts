import { describe, expect, it } from 'vitest';
import { BUTTON_DEFAULTS } from './button-defaults';
import {
  BREAKPOINTS_PX,
  CONSULTATION_PRICE_CENTS,
  CONTRACTS_PAGE_DOCUMENT_STEPS,
  CURRENCY,
  DEBOUNCE_MS,
  DEFAULT_COUNTRY,
  DEFAULT_DATE_FORMAT,
  DEFAULT_KIT_DELIVERY_TYPE,
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_TIMEZONE,
  DIALOG_CLOSE_ANIMATION_MS,
  DIALOG_OPEN_ANIMATION_MS,
  DOCUMENT_STEPS,
  DOMESTIC_CRYO_SHIPPING_CENTS,
  EMPTY_VALUE_PLACEHOLDER,
  FREE_CONSULTATION_CUTOFF_DATE,
  IDENTITY_PROVIDER,
  INSTALMENT_COUNT,
  LOCALE,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_GAP_PX,
  NOTIFICATION_REMOVAL_DELAY_MS,
  NOTIFICATION_STACK_OFFSET_PX,
  PERCENT_MAX_FRACTION_DIGITS,
  RESULTS_STALE_AFTER_DAYS,
  SPERM_RENEWAL_MONTHS,
  SPLIT_PAYMENT_EXTRADATA,
  UROLOGIST_SEARCH_PER_PAGE,
  VIALS_PER_SAMPLE,
  WITHDRAWAL_LEAD_TIME_DAYS,
} from './constants';

describe('business constants', () => {
  it('shows notifications top right for 5000 ms, closing on click with a close button', () => {
    expect(NOTIFICATION_DEFAULTS).toEqual({
      verticalAlign: 'top',
      horizontalAlign: 'right',
      timeoutMs: 5000,
      closeOnClick: true,
      showClose: true,
    });
  });

  it('removes a hidden notification after 500 ms and stacks them 20 px from the edge with 10 px gaps', () => {
    expect(NOTIFICATION_REMOVAL_DELAY_MS).toBe(500);
    expect(NOTIFICATION_STACK_OFFSET_PX).toBe(20);
    expect(NOTIFICATION_GAP_PX).toBe(10);
  });

  it('uses medium buttons of type button, 300/150 ms dialog animations and a 500 ms debounce', () => {
    expect(BUTTON_DEFAULTS).toEqual({ size: 'md', type: 'button' });
    expect(DIALOG_OPEN_ANIMATION_MS).toBe(300);
    expect(DIALOG_CLOSE_ANIMATION_MS).toBe(150);
    expect(DEBOUNCE_MS).toBe(500);
  });

  it('splits payments in 3 instalments marked in_3_payments', () => {
    expect(INSTALMENT_COUNT).toBe(3);
    expect(SPLIT_PAYMENT_EXTRADATA).toBe('in_3_payments');
  });

  it('formats in USD for en-US with up to 2 percent decimals', () => {
    expect(CURRENCY).toBe('USD');
    expect(LOCALE).toBe('en-US');
    expect(PERCENT_MAX_FRACTION_DIGITS).toBe(2);
  });

  it('defaults to the UTC timezone, the US country, the us phone country and staggered kit delivery', () => {
    expect(DEFAULT_TIMEZONE).toBe('UTC');
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(DEFAULT_PHONE_COUNTRY).toBe('us');
    expect(DEFAULT_KIT_DELIVERY_TYPE).toBe('staggered');
  });

  it('shows "- -" for empty values and formats dates as "MMM. dd, yyyy"', () => {
    expect(EMPTY_VALUE_PLACEHOLDER).toBe('- -');
    expect(DEFAULT_DATE_FORMAT).toBe('MMM. dd, yyyy');
  });

  it('states the storage facts: 4 vials a sample, 15 days withdrawal lead time, $250 domestic shipping', () => {
    expect(VIALS_PER_SAMPLE).toBe(4);
    expect(WITHDRAWAL_LEAD_TIME_DAYS).toBe(15);
    expect(DOMESTIC_CRYO_SHIPPING_CENTS).toBe(25_000);
  });

  it('marks results stale after 90 days and says sperm renews in 2-3 months', () => {
    expect(RESULTS_STALE_AFTER_DAYS).toBe(90);
    expect(SPERM_RENEWAL_MONTHS).toEqual({ min: 2, max: 3 });
  });

  it('prices a consultation at $49, free for analyses created before 2022-07-07', () => {
    expect(CONSULTATION_PRICE_CENTS).toBe(4900);
    expect(FREE_CONSULTATION_CUTOFF_DATE).toBe('2022-07-07');
  });

  it('uses the spec breakpoints and asks for every urologist in one page', () => {
    expect(BREAKPOINTS_PX).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(UROLOGIST_SEARCH_PER_PAGE).toBe(999999);
  });

  it('numbers the document steps and lists steps 6, 29 and 30 on the contracts page', () => {
    expect(DOCUMENT_STEPS).toEqual({
      client_agreement: 6,
      poa_agreement: 29,
      sti_client_agreement: 30,
      vha_crada_client_agreement: 31,
    });
    expect(CONTRACTS_PAGE_DOCUMENT_STEPS).toEqual([6, 29, 30]);
  });

  it('limits the identity-provider client as the spec says', () => {
    expect(IDENTITY_PROVIDER).toEqual({
      httpTimeoutMs: 10000,
      popupTimeoutMs: 60000,
      silentFrameTimeoutMs: 60000,
      popupWidthPx: 400,
      popupHeightPx: 600,
      popupClosedCheckMs: 1000,
      hiddenFrameRemovalMs: 2000,
      lockTimeoutMs: 5000,
      lockAttempts: 10,
      cacheStaleBeforeExpiryS: 60,
      tokenLeewayS: 60,
      tokenAlgorithm: 'RS256',
      tokenRequestRetries: 3,
      sessionCookieDays: 1,
      loginTransactionCookieDays: 1,
    });
  });
});
