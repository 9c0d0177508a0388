import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS,
  CONVERSION_EVENTS,
  conversionEvents,
  EMAIL_VALIDATION_FAILED_SOURCE,
  purchaseEvent,
  REMOTE_LOG_LEVELS,
  REMOTE_LOGGING_FAILED_MESSAGE,
  remoteLogBody,
} from './analytics';

describe('purchaseEvent', () => {
  it('carries the user number and email, USD, the po number, revenue to two decimals and the coupon', () => {
    expect(
      purchaseEvent({
        clientNumber: 'FA-100245',
        email: 'sam@example.com',
        poNumber: 'PO-2024-0001',
        revenue: 99.5,
        coupon: 'WELCOME10',
      }),
    ).toEqual({
      user: { number: 'FA-100245', email: 'sam@example.com' },
      currency: 'USD',
      po_number: 'PO-2024-0001',
      revenue: '99.50',
      coupon: 'WELCOME10',
    });
  });

  it('sends no coupon when none was used', () => {
    const event = purchaseEvent({
      clientNumber: 'FA-1',
      email: 'a@b.co',
      poNumber: 'PO-1',
      revenue: '0',
      coupon: '',
    });
    expect(event.coupon).toBeNull();
    expect(event.revenue).toBe('0.00');
  });
});

describe('event names', () => {
  it('names the tracked events and the checkout source', () => {
    expect(ANALYTICS_EVENTS).toEqual({
      orderCompleted: 'Order Completed',
      checkoutStarted: 'Checkout Started',
      productAdded: 'Product Added',
      emailValidationFailed: 'Email Validation Failed',
    });
    expect(EMAIL_VALIDATION_FAILED_SOURCE).toBe('Checkout');
  });
});

describe('conversionEvents', () => {
  it('raises the tomorrow, forever and cryo conversions', () => {
    expect(conversionEvents({ productKeys: ['tomorrow'] })).toEqual([CONVERSION_EVENTS.tomorrow]);
    expect(conversionEvents({ productKeys: [], offerKeys: ['forever'] })).toEqual([
      CONVERSION_EVENTS.forever,
    ]);
    expect(conversionEvents({ productKeys: ['analysis', 'cryo_yearly'] })).toEqual([CONVERSION_EVENTS.cryo]);
    expect(conversionEvents({ productKeys: ['cryo_lifetime'], offerKeys: ['tomorrow', 'forever'] })).toEqual([
      'Tomorrow Conversion',
      'Forever Conversion',
      'Cryo Conversion',
    ]);
  });

  it('raises the Forever conversion when lifetime storage is bought, with the Cryo conversion', () => {
    expect(conversionEvents({ productKeys: ['analysis', 'cryo_lifetime'] })).toEqual([
      'Forever Conversion',
      'Cryo Conversion',
    ]);
  });

  it('raises the Tomorrow conversion for the Tomorrow Package, not for Today + 12 Months Storage', () => {
    expect(conversionEvents({ productKeys: ['tomorrow', 'dna_fragmentation'] })).toEqual([
      'Tomorrow Conversion',
    ]);
    expect(conversionEvents({ productKeys: ['today'] })).toEqual([]);
  });

  it('raises none for other orders', () => {
    expect(conversionEvents({ productKeys: ['analysis', null, 'coq10'], offerKeys: ['today'] })).toEqual([]);
  });
});

describe('remote logging', () => {
  it('has the levels INFO, DEBUG, WARNING and ERROR', () => {
    expect(REMOTE_LOG_LEVELS).toEqual(['INFO', 'DEBUG', 'WARNING', 'ERROR']);
  });

  it('sends level, message and context', () => {
    expect(remoteLogBody('WARNING', 'Slow payment', { ms: 900 })).toEqual({
      level: 'WARNING',
      message: 'Slow payment',
      context: { ms: 900 },
    });
    expect(remoteLogBody('INFO', 'Started').context).toEqual({});
  });

  it('names the console line of a failed remote log', () => {
    expect(REMOTE_LOGGING_FAILED_MESSAGE).toBe('Logging to Remote Logging Failed');
  });
});
