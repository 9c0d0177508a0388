-- An attempt records at most what it paid as refunded; what the payment processor reports refunded beyond it is
-- kept apart, for staff to look into (it is logged as an error when seen). Amounts an event's body claimed before
-- refunds were read back from the processor are moved there too.
ALTER TABLE payment_attempts ADD COLUMN refunds_beyond_paid_cents integer NOT NULL DEFAULT 0
  CHECK (refunds_beyond_paid_cents >= 0);
UPDATE payment_attempts
   SET refunds_beyond_paid_cents = refunded_cents - amount_cents, refunded_cents = amount_cents
 WHERE refunded_cents > amount_cents;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_refunded_within_paid
  CHECK (refunded_cents <= amount_cents);
