-- Paying orders safely: each payment attempt is recorded before the card is charged, so an attempt whose
-- outcome was lost (a stopped server, a network failure) can be settled later from the provider's record.
CREATE TABLE payments (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  attempt integer NOT NULL CHECK (attempt > 0),
  provider text NOT NULL,
  method text NOT NULL CHECK (method IN ('card', 'instalments')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'declined', 'abandoned')),
  decline_reason text NULL,
  provider_charge_id text NULL,
  provider_plan_id text NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz NULL,
  UNIQUE (order_id, attempt)
);
-- One attempt at a time per order: a second submit waits for the first instead of charging again.
CREATE UNIQUE INDEX payments_one_pending_per_order ON payments (order_id) WHERE status = 'pending';
CREATE INDEX payments_pending_by_age ON payments (created_at) WHERE status = 'pending';

-- Insurance: the plans we accept, by state, and each coverage check a customer made. A covered check pays
-- for one order's insuranceable products.
CREATE TABLE insurance_providers (
  id uuid PRIMARY KEY,
  provider_name text NOT NULL,
  state text NOT NULL,
  UNIQUE (provider_name, state)
);

CREATE TABLE insurance_applications (
  id uuid PRIMARY KEY,
  provider_name text NOT NULL,
  state text NOT NULL,
  member_id text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date NOT NULL,
  covered boolean NOT NULL,
  user_id uuid NULL REFERENCES users (id),
  order_id uuid NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE orders ADD COLUMN insurance_application_id uuid NULL REFERENCES insurance_applications (id);
ALTER TABLE orders ADD COLUMN covered_cents integer NOT NULL DEFAULT 0 CHECK (covered_cents >= 0);
ALTER TABLE orders ADD COLUMN withdrawal_item_id uuid NULL REFERENCES items (id);
CREATE INDEX orders_withdrawal_item ON orders (withdrawal_item_id) WHERE withdrawal_item_id IS NOT NULL;

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  product_id uuid NOT NULL REFERENCES products (id),
  repeats_frequency text NOT NULL CHECK (repeats_frequency IN ('month', 'year')),
  billing_cycles integer NULL CHECK (billing_cycles IS NULL OR billing_cycles > 0),
  status text NOT NULL CHECK (status IN ('pending', 'active', 'cancelled')),
  next_billing_at timestamptz NULL,
  activated_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_client_status ON subscriptions (client_id, status);
CREATE INDEX subscriptions_order ON subscriptions (order_id);

-- Offers of more products after an order (for visitors too), kept to see which offers customers take.
CREATE TABLE upsell_offers (
  id uuid PRIMARY KEY,
  client_id uuid NULL REFERENCES clients (id),
  user_id uuid NULL REFERENCES users (id),
  items jsonb NOT NULL,
  checkout_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upsell_offers_client_created ON upsell_offers (client_id, created_at DESC);

-- The sandbox processors' own records, as a real processor keeps them.
ALTER TABLE sandbox_payment_ledger ADD COLUMN currency text NOT NULL DEFAULT 'usd';
ALTER TABLE sandbox_payment_ledger ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE sandbox_payment_ledger ADD COLUMN customer_email text NULL;
ALTER TABLE sandbox_payment_ledger ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);

CREATE TABLE sandbox_refund_ledger (
  id uuid PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  charge_id uuid NOT NULL REFERENCES sandbox_payment_ledger (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_instalment_plans (
  id uuid PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  first_charge_id text NULL,
  payment_method_token text NOT NULL,
  customer_email text NOT NULL,
  total_cents integer NOT NULL CHECK (total_cents > 0),
  schedule jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Per-customer limits of promo codes: one row per use, numbered per customer, so two simultaneous orders
-- cannot both take a customer's last use.
ALTER TABLE promo_codes ADD COLUMN max_uses_per_customer integer NULL CHECK (max_uses_per_customer IS NULL OR max_uses_per_customer > 0);
CREATE TABLE promo_redemptions (
  promo_code_id uuid NOT NULL REFERENCES promo_codes (id),
  customer_email text NOT NULL,
  use_number integer NOT NULL CHECK (use_number > 0),
  order_id uuid NOT NULL REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promo_code_id, customer_email, use_number)
);

-- The items list reads a customer's items newest first.
CREATE INDEX items_client_created ON items (client_id, created_at DESC);

-- A paid order is fulfilled once: its kits, storage and other items are given to the customer.
ALTER TABLE orders ADD COLUMN fulfilled_at timestamptz NULL;
ALTER TABLE items ADD COLUMN order_id uuid NULL REFERENCES orders (id);
CREATE INDEX items_order ON items (order_id) WHERE order_id IS NOT NULL;
