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
    expect(orderStatus('paid')).toEqual({ label: 'Paid', tone: 'success' });
    expect(orderStatus('paying_instalments')).toEqual({ label: 'Paying in instalments', tone: 'info' });
    expect(orderStatus('pending_payment')).toEqual({ label: 'Awaiting payment', tone: 'warning' });
    expect(orderStatus('payment_failed')).toEqual({ label: 'Payment failed', tone: 'error' });
    expect(orderStatus('cancelled')).toEqual({ label: 'Cancelled: not paid', tone: 'neutral' });
  });

  it('reads payments and instalments in words', () => {
    expect(paymentStatus('succeeded').label).toBe('Paid');
    expect(paymentStatus('pending').label).toBe('Processing');
    expect(paymentStatus('failed')).toEqual({ label: 'Declined', tone: 'error' });
    expect(paymentStatus('abandoned').label).toBe('Not charged');
    expect(instalmentStatus('scheduled')).toEqual({ label: 'Scheduled', tone: 'info' });
    expect(instalmentStatus('declined')).toEqual({ label: 'Declined: we will try again', tone: 'warning' });
    expect(instalmentStatus('failed')).toEqual({ label: 'Not paid: change your card', tone: 'error' });
  });

  it('reads an active plan whose renewal failed as overdue', () => {
    expect(storagePlanStatus({ status: 'active', past_due: true })).toEqual({
      label: 'Payment overdue',
      tone: 'error',
    });
    expect(storagePlanStatus({ status: 'active', past_due: false }).label).toBe('Active');
    expect(storagePlanStatus({ status: 'cancelled', past_due: true }).label).toBe('Does not renew');
    expect(storagePlanStatus({ status: 'past_due' }).label).toBe('Payment overdue');
  });

  it('reads vials and withdrawals in words', () => {
    expect(vialStatus({ status: 'permanent_storage', withdrawn_at: null }).label).toBe(
      'In long-term storage',
    );
    expect(vialStatus({ status: 'permanent_storage', withdrawn_at: '2026-01-02T00:00:00Z' }).label).toBe(
      'Withdrawn',
    );
    expect(withdrawalStatus('awaiting_quote').label).toBe('Waiting for a shipping quote');
  });

  it('never shows a code it does not know as a code', () => {
    expect(orderStatus('refunded')).toEqual({ label: 'Refunded', tone: 'neutral' });
    expect(paymentStatus('requires_action').label).toBe('Requires action');
    expect(orderStatus('toString').label).toBe('Tostring');
    expect(humanizeStatusCode('PAST_DUE')).toBe('Past due');
  });
});
