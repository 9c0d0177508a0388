-- One ledger of payment attempts, written by the payments room alone: an order's card payments, an order's
-- instalment plan (its first instalment) and storage renewals. Each attempt is written before anything is charged;
-- the provider's intent id is written, and committed, before the intent is confirmed, so an attempt whose answer
-- was lost is settled later by reading that intent, never by searching for it.
CREATE TABLE payment_attempts (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('order', 'instalment', 'renewal')),
  -- What the attempt pays for: an order (its card payment or its instalment plan), or a plan's period.
  order_id uuid NULL REFERENCES orders (id),
  subscription_id uuid NULL REFERENCES subscriptions (id),
  cycle integer NULL,
  attempt integer NOT NULL CHECK (attempt > 0),
  provider text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  idempotency_key text NOT NULL UNIQUE,
  payment_method_token text NULL,
  status text NOT NULL CHECK (status IN ('pending', 'requires_action', 'succeeded', 'declined', 'abandoned')),
  decline_reason text NULL,
  provider_intent_id text NULL,
  provider_plan_id text NULL,
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  -- A success that came after what it paid for was paid otherwise: to be given back (retried until it is).
  refund_due boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  settled_at timestamptz NULL,
  CHECK ((purpose = 'renewal') = (subscription_id IS NOT NULL AND cycle IS NOT NULL)),
  CHECK ((purpose = 'renewal') = (order_id IS NULL))
);
-- One attempt in flight per order and per plan period: a second submit waits for the first instead of charging again.
CREATE UNIQUE INDEX payment_attempts_one_open_per_order ON payment_attempts (order_id)
  WHERE order_id IS NOT NULL AND status IN ('pending', 'requires_action');
CREATE UNIQUE INDEX payment_attempts_one_open_per_period ON payment_attempts (subscription_id, cycle)
  WHERE subscription_id IS NOT NULL AND status IN ('pending', 'requires_action');
CREATE UNIQUE INDEX payment_attempts_order_attempt ON payment_attempts (order_id, attempt) WHERE order_id IS NOT NULL;
CREATE UNIQUE INDEX payment_attempts_period_attempt ON payment_attempts (subscription_id, cycle, attempt)
  WHERE subscription_id IS NOT NULL;
CREATE INDEX payment_attempts_open_by_age ON payment_attempts (created_at)
  WHERE status IN ('pending', 'requires_action');
CREATE INDEX payment_attempts_intent ON payment_attempts (provider_intent_id) WHERE provider_intent_id IS NOT NULL;
CREATE INDEX payment_attempts_subscription ON payment_attempts (subscription_id) WHERE subscription_id IS NOT NULL;
CREATE INDEX payment_attempts_refund_due ON payment_attempts (created_at) WHERE refund_due;

-- Orders' attempts keep their ids, keys, outcomes and dates; a card attempt pays the order, an instalments one
-- starts its plan. The charge id each kept was the provider's intent (a Stripe PaymentIntent, a sandbox charge).
INSERT INTO payment_attempts (id, purpose, order_id, attempt, provider, amount_cents, currency, idempotency_key,
    payment_method_token, status, decline_reason, provider_intent_id, provider_plan_id, refunded_cents, created_at,
    settled_at)
  SELECT id, CASE method WHEN 'instalments' THEN 'instalment' ELSE 'order' END, order_id, attempt, provider,
         amount_cents, currency, idempotency_key, payment_method_token, status, decline_reason, provider_charge_id,
         provider_plan_id, refunded_cents, created_at, settled_at
    FROM payments;

-- A renewal kept only its latest attempt (its key names the attempt's number): that attempt, with the plan's card.
INSERT INTO payment_attempts (id, purpose, subscription_id, cycle, attempt, provider, amount_cents, idempotency_key,
    payment_method_token, status, provider_intent_id, created_at, settled_at)
  SELECT gen_random_uuid(), 'renewal', r.subscription_id, r.cycle, greatest(r.attempts, 1),
         CASE WHEN r.charge_id LIKE 'pi\_%' THEN 'stripe' ELSE 'sandbox' END, r.amount_cents, r.idempotency_key,
         s.payment_method_token, CASE r.status WHEN 'failed' THEN 'declined' ELSE r.status END, r.charge_id,
         r.created_at, r.settled_at
    FROM subscription_renewals r JOIN subscriptions s ON s.id = r.subscription_id;

DROP TABLE payments;
-- A renewal is now the period a plan owes (billing's); its attempts and charges are in the ledger.
ALTER TABLE subscription_renewals DROP COLUMN idempotency_key;
ALTER TABLE subscription_renewals DROP COLUMN charge_id;

-- The sandbox processor keeps intents as Stripe does: created, then confirmed; a test card asks for the customer's
-- authentication first (3-D Secure), answered by its client secret.
ALTER TABLE sandbox_payment_ledger DROP CONSTRAINT sandbox_payment_ledger_status_check;
ALTER TABLE sandbox_payment_ledger ADD CONSTRAINT sandbox_payment_ledger_status_check
  CHECK (status IN ('requires_confirmation', 'requires_action', 'succeeded', 'declined'));
ALTER TABLE sandbox_payment_ledger ADD COLUMN payment_method_token text NULL;
ALTER TABLE sandbox_payment_ledger ADD COLUMN client_secret text NULL UNIQUE;
ALTER TABLE sandbox_payment_ledger ADD COLUMN off_session boolean NOT NULL DEFAULT false;
-- The sandbox instalment plan's first charge: its intent is written before it is confirmed.
ALTER TABLE sandbox_instalment_plans ADD COLUMN first_intent_id text NULL;
UPDATE sandbox_instalment_plans SET first_intent_id = first_charge_id;
