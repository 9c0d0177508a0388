-- A refund staff make of a payment, with their reason: written pending, in the transaction that checks its amount
-- against what is left of the payment (the payment's row locked), before the payment processor is asked; the
-- processor is asked under a key made from this row's id, so a retry (the request's, or the collector's when the
-- processor could not be reached) never refunds twice. Written by the payments room alone.
CREATE TABLE payment_refunds (
  id uuid PRIMARY KEY,
  attempt_id uuid NOT NULL REFERENCES payment_attempts (id),
  -- The key the console sent with the request: the same request sent twice (a double click) is one refund.
  request_key text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  requested_by uuid NOT NULL REFERENCES users (id),
  -- Where the customer is told once it is made, and the order it gave back money for.
  notify_email text NOT NULL,
  order_number text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'made', 'refused')),
  provider_refund_id text NULL,
  refused_message text NULL,
  created_at timestamptz NOT NULL,
  settled_at timestamptz NULL,
  UNIQUE (attempt_id, request_key)
);
CREATE INDEX payment_refunds_pending ON payment_refunds (created_at) WHERE state = 'pending';
