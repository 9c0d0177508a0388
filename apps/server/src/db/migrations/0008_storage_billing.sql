-- Renewing storage plans: the card each plan renews on, one renewal per plan and period (whatever the number
-- of instances or retries), and warnings sent once.
ALTER TABLE payments ADD COLUMN payment_method_token text NULL;
ALTER TABLE subscriptions ADD COLUMN payment_method_token text NULL;
ALTER TABLE subscriptions ADD COLUMN cycles_billed integer NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN past_due_since timestamptz NULL;
ALTER TABLE subscriptions ADD COLUMN reminded_cycle integer NULL;
CREATE INDEX subscriptions_due ON subscriptions (next_billing_at) WHERE status = 'active';

CREATE TABLE subscription_renewals (
  subscription_id uuid NOT NULL REFERENCES subscriptions (id),
  cycle integer NOT NULL CHECK (cycle > 1),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  attempts integer NOT NULL DEFAULT 0,
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  next_attempt_at timestamptz NULL,
  charge_id text NULL,
  created_at timestamptz NOT NULL,
  settled_at timestamptz NULL,
  PRIMARY KEY (subscription_id, cycle)
);
CREATE INDEX subscription_renewals_retry ON subscription_renewals (next_attempt_at) WHERE status = 'failed';
CREATE INDEX subscription_renewals_pending ON subscription_renewals (created_at) WHERE status = 'pending';

CREATE TABLE destruction_warnings (
  item_id uuid NOT NULL REFERENCES items (id),
  days_before integer NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (item_id, days_before)
);
