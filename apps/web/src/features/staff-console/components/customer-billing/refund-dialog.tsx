import type { CustomerPayment, RefundResult } from '@fathom/contract/staff-billing';
import { formatDollars } from '@fathom/domain/format';
import { REFUND_REASON_MAX_LENGTH, refundAmountCents, refundMessages } from '@fathom/domain/refunds';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { isApiError } from '../../../../lib/http/api-error';
import { serverFieldErrors } from '../../../../lib/http/server-field-errors';
import { refundPayment } from '../../api/refund-payment';

const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

interface Errors {
  amount?: string;
  reason?: string;
  /** Why the refund was refused as a whole (nothing left, an instalment plan…). */
  form?: string;
}

/** The fields' own checks, as the server makes them: the amount in dollars and cents within what is left, a reason. */
export function refundFormErrors(values: { amount: string; reason: string }, leftCents: number): Errors {
  const errors: Errors = {};
  const amount = values.amount.trim().replace(/^\$/, '');
  if (amount === '') errors.amount = refundMessages.amountRequired;
  else if (!AMOUNT_TEXT.test(amount)) errors.amount = refundMessages.amountCents;
  else {
    const checked = refundAmountCents(Number(amount), leftCents);
    if (!checked.ok) errors.amount = checked.message;
  }
  const reason = values.reason.trim();
  if (reason === '') errors.reason = refundMessages.reasonRequired;
  else if (reason.length > REFUND_REASON_MAX_LENGTH) errors.reason = refundMessages.reasonTooLong;
  return errors;
}

/**
 * "Refund" on a payment's row: a dialog with the amount (what is left, to begin with) and the reason (required),
 * checked as the server checks them; confirming sends it once (the same key on a second click), then closes and
 * tells the member what happened. A refusal stays in the dialog, next to its field or above the buttons.
 */
export function RefundButton({
  payment,
  onRefunded,
}: {
  payment: CustomerPayment;
  onRefunded: (result: RefundResult) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ amount: '', reason: '' });
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const leftCents = Math.round(payment.left_to_refund * 100);
  const formId = `${id}-form`;
  const amountRef = useRef<HTMLInputElement>(null);
  // The dialog opens at the amount: after the dialog's own effect has shown it (a child's effects run first).
  useEffect(() => {
    if (open) amountRef.current?.focus();
  }, [open]);

  const start = () => {
    setValues({ amount: payment.left_to_refund.toFixed(2), reason: '' });
    setErrors({});
    setKey(crypto.randomUUID());
    setOpen(true);
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = refundFormErrors(values, leftCents);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const amount = Number(values.amount.trim().replace(/^\$/, ''));
      const result = await refundPayment(payment, { amount, reason: values.reason.trim() }, key);
      setOpen(false);
      onRefunded(result);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors({
        amount: fields.amount,
        reason: fields.reason,
        form:
          fields.amount || fields.reason
            ? undefined
            : isApiError(failure)
              ? failure.message
              : 'The refund could not be sent. Try again.',
      });
    } finally {
      setSending(false);
    }
  };

  const field = (name: 'amount' | 'reason') => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      className: 'field-input',
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    } as const;
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Refund ${payment.description}, paid ${formatDollars(payment.amount)}`}
        onClick={start}
      >
        Refund
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Refund ${payment.description}`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={sending}>
              Refund
            </Button>
          </>
        }
      >
        <form id={formId} className="console-refund-form" noValidate onSubmit={send}>
          <p>
            Paid {formatDollars(payment.amount)}; {formatDollars(payment.left_to_refund)} is left to refund.
            The money goes back to the card it was paid with, and the customer is emailed.
          </p>
          <div>
            <label htmlFor={`${id}-amount`} className="field-label">
              Amount to refund ($)
            </label>
            <input
              {...field('amount')}
              ref={amountRef}
              inputMode="decimal"
              autoComplete="off"
              onChange={(event) => setValues({ ...values, amount: event.target.value })}
            />
            {errors.amount ? (
              <p id={`${id}-amount-error`} className="field-error">
                {errors.amount}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-reason`} className="field-label">
              Reason
            </label>
            <textarea
              {...field('reason')}
              rows={3}
              maxLength={REFUND_REASON_MAX_LENGTH}
              onChange={(event) => setValues({ ...values, reason: event.target.value })}
            />
            {errors.reason ? (
              <p id={`${id}-reason-error`} className="field-error">
                {errors.reason}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className="field-error">
              {errors.form}
            </p>
          ) : null}
        </form>
      </Modal>
    </>
  );
}
