import { describe, expect, it } from 'vitest';
import { SHIP_REFUSALS, shipmentErrors, shipmentSentence, shipReadiness } from './withdrawal-shipment';

describe('shipReadiness', () => {
  const ready = { status: 'requested', partnerConsent: 'not_needed', shippingPaid: true } as const;

  it('is ready when requested, consent given or not needed, and shipping paid', () => {
    expect(shipReadiness(ready)).toBe('ready');
    expect(shipReadiness({ ...ready, partnerConsent: 'given' })).toBe('ready');
  });

  it('waits for the partner before anything else', () => {
    expect(shipReadiness({ ...ready, status: 'awaiting_partner_consent', partnerConsent: 'awaiting' })).toBe(
      'awaiting_consent',
    );
    expect(shipReadiness({ ...ready, partnerConsent: 'awaiting', shippingPaid: false })).toBe(
      'awaiting_consent',
    );
  });

  it('refuses unpaid shipping, and an international withdrawal still waiting for its quote', () => {
    expect(shipReadiness({ ...ready, shippingPaid: false })).toBe('shipping_unpaid');
    expect(shipReadiness({ ...ready, status: 'awaiting_quote' })).toBe('shipping_unpaid');
  });

  it('refuses a withdrawal that is no longer open', () => {
    for (const status of ['shipped', 'cancelled', 'declined_by_partner'])
      expect(shipReadiness({ ...ready, status })).toBe('closed');
    expect(SHIP_REFUSALS.closed).toMatch(/already shipped/);
  });
});

describe('shipmentErrors', () => {
  it('accepts a carrier and a tracking number as carriers print them', () => {
    expect(shipmentErrors({ carrier: 'FedEx', tracking_number: '7712 3456 9012' })).toEqual({});
    expect(
      shipmentErrors({ carrier: 'Cryoport Express (World Courier)', tracking_number: '1Z999AA10123456784' }),
    ).toEqual({});
  });

  it('requires both, trimmed', () => {
    expect(shipmentErrors({ carrier: '  ', tracking_number: '' })).toEqual({
      carrier: 'Enter the carrier.',
      tracking_number: 'Enter the tracking number.',
    });
  });

  it('refuses lengths and characters no carrier uses', () => {
    expect(shipmentErrors({ carrier: 'x'.repeat(61), tracking_number: '12345' })).toEqual({
      carrier: "The carrier's name has at most 60 characters.",
      tracking_number: 'A tracking number has 6 to 40 characters.',
    });
    expect(shipmentErrors({ carrier: '<b>UPS</b>', tracking_number: '1234;DROP TABLE' }).carrier).toMatch(
      /letters, digits/,
    );
    expect(shipmentErrors({ carrier: 'UPS', tracking_number: '1234;DROP TABLE' }).tracking_number).toMatch(
      /letters and digits/,
    );
    expect(shipmentErrors({ carrier: 'UPS', tracking_number: '-123456-' }).tracking_number).toBeDefined();
  });
});

describe('shipmentSentence', () => {
  it('names the carrier and the tracking number, or nothing for a shipment without them', () => {
    expect(shipmentSentence({ carrier: 'FedEx', tracking_number: '7712 3456 9012' }, 'en')).toBe(
      'Sent with FedEx, tracking number 7712 3456 9012.',
    );
    expect(shipmentSentence({ carrier: null, tracking_number: null }, 'en')).toBe('');
  });
});

describe('shipmentSentence in Spanish', () => {
  it('names the carrier and the tracking number', () => {
    expect(shipmentSentence({ carrier: 'FedEx', tracking_number: '7712 3456 7890' }, 'es')).toBe(
      'Enviado con FedEx, número de seguimiento 7712 3456 7890.',
    );
    expect(shipmentSentence({ carrier: null, tracking_number: null }, 'es')).toBe('');
  });
});
