import { describe, expect, it } from 'vitest';
import {
  humanizeStatusCode,
  instalmentStatus,
  orderStatus,
  paymentStatus,
  storagePlanStatus,
  vialStatus,
  withdrawalStatus,
} from './status-labels';

describe('status labels', () => {
  it('reads each order status in words, with a tone', () => {
    expect(orderStatus('paid', 'en')).toEqual({ label: 'Paid', tone: 'success' });
    expect(orderStatus('paying_instalments', 'en')).toEqual({ label: 'Paying in instalments', tone: 'info' });
    expect(orderStatus('pending_payment', 'en')).toEqual({ label: 'Awaiting payment', tone: 'warning' });
    expect(orderStatus('payment_failed', 'en')).toEqual({ label: 'Payment failed', tone: 'error' });
    expect(orderStatus('cancelled', 'en')).toEqual({ label: 'Cancelled: not paid', tone: 'neutral' });
  });

  it('reads payments and instalments in words', () => {
    expect(paymentStatus('succeeded', 'en').label).toBe('Paid');
    expect(paymentStatus('pending', 'en').label).toBe('Processing');
    expect(paymentStatus('failed', 'en')).toEqual({ label: 'Declined', tone: 'error' });
    expect(paymentStatus('abandoned', 'en').label).toBe('Not charged');
    expect(instalmentStatus('scheduled', 'en')).toEqual({ label: 'Scheduled', tone: 'info' });
    expect(instalmentStatus('declined', 'en')).toEqual({
      label: 'Declined: we will try again',
      tone: 'warning',
    });
    expect(instalmentStatus('failed', 'en')).toEqual({ label: 'Not paid: change your card', tone: 'error' });
  });

  it('reads an active plan whose renewal failed as overdue', () => {
    expect(storagePlanStatus({ status: 'active', past_due: true }, 'en')).toEqual({
      label: 'Payment overdue',
      tone: 'error',
    });
    expect(storagePlanStatus({ status: 'active', past_due: false }, 'en').label).toBe('Active');
    expect(storagePlanStatus({ status: 'cancelled', past_due: true }, 'en').label).toBe('Does not renew');
    expect(storagePlanStatus({ status: 'past_due' }, 'en').label).toBe('Payment overdue');
  });

  it('reads vials and withdrawals in words', () => {
    expect(vialStatus({ status: 'permanent_storage', withdrawn_at: null }, 'en').label).toBe(
      'In long-term storage',
    );
    expect(
      vialStatus({ status: 'permanent_storage', withdrawn_at: '2026-01-02T00:00:00Z' }, 'en').label,
    ).toBe('Withdrawn');
    expect(withdrawalStatus('awaiting_quote', 'en').label).toBe('Waiting for a shipping quote');
  });

  it('never shows a code it does not know as a code', () => {
    expect(orderStatus('refunded', 'en')).toEqual({ label: 'Refunded', tone: 'neutral' });
    expect(paymentStatus('requires_action', 'en').label).toBe('Requires action');
    expect(orderStatus('toString', 'en').label).toBe('Tostring');
    expect(humanizeStatusCode('PAST_DUE')).toBe('Past due');
  });
});

describe('status labels in Spanish', () => {
  it('reads each status in Spanish, with the same tone', () => {
    expect(orderStatus('payment_failed', 'es')).toEqual({ label: 'El pago falló', tone: 'error' });
    expect(instalmentStatus('declined', 'es')).toEqual({
      label: 'Rechazado: lo intentaremos de nuevo',
      tone: 'warning',
    });
    expect(storagePlanStatus({ status: 'active', past_due: true }, 'es')).toEqual({
      label: 'Pago vencido',
      tone: 'error',
    });
    expect(withdrawalStatus('awaiting_partner_consent', 'es').label).toBe(
      'Esperando el consentimiento de su cónyuge o pareja',
    );
    expect(vialStatus({ status: 'permanent_storage', withdrawn_at: '2026-01-01' }, 'es').label).toBe(
      'Retirado',
    );
    expect(paymentStatus('abandoned', 'es').label).toBe('No se cobró');
  });
});
