-- An order paid in instalments is "paying in instalments" until its last part is collected, then paid.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending_payment', 'paid', 'paying_instalments', 'payment_failed'));

-- The later parts are charged by Fathom on their dates to the card the first was paid with (off-session):
-- scheduled, then pending while an attempt is in flight, declined (retried on next_attempt_at), failed (no retry
-- left: staff are told, the customer asked to change the card), or paid.
ALTER TABLE order_instalments DROP CONSTRAINT order_instalments_status_check;
ALTER TABLE order_instalments ADD CONSTRAINT order_instalments_status_check
  CHECK (status IN ('paid', 'scheduled', 'pending', 'declined', 'failed'));
ALTER TABLE order_instalments ADD COLUMN payment_method_token text NULL;
ALTER TABLE order_instalments ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE order_instalments ADD COLUMN claimed_at timestamptz NULL;
ALTER TABLE order_instalments ADD COLUMN next_attempt_at timestamptz NULL;
ALTER TABLE order_instalments ADD COLUMN paid_at timestamptz NULL;
ALTER TABLE order_instalments ADD COLUMN reminded_at timestamptz NULL;
CREATE INDEX order_instalments_due ON order_instalments (due_date) WHERE status = 'scheduled';
CREATE INDEX order_instalments_retry ON order_instalments (next_attempt_at) WHERE status = 'declined';

-- The card of each plan: the one its first part was paid with.
UPDATE order_instalments i SET payment_method_token = a.payment_method_token
  FROM payment_attempts a
 WHERE a.order_id = i.order_id AND a.purpose = 'instalment' AND a.status = 'succeeded';
UPDATE order_instalments i SET paid_at = o.paid_at
  FROM orders o WHERE o.id = i.order_id AND i.status = 'paid';
UPDATE orders o SET status = 'paying_instalments'
 WHERE o.status = 'paid'
   AND EXISTS (SELECT 1 FROM order_instalments i WHERE i.order_id = o.id AND i.status <> 'paid');

-- A later part's attempts are the ledger's, with the order and the part's number.
ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_purpose_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_purpose_check
  CHECK (purpose IN ('order', 'instalment', 'later_instalment', 'renewal'));
ALTER TABLE payment_attempts ADD COLUMN instalment_number integer NULL;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_instalment_number_check
  CHECK ((purpose = 'later_instalment') = (instalment_number IS NOT NULL));
