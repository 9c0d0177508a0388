-- Orders, what they contain, how they are paid, and the keys that make placing one safe to retry.
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  po_number text NOT NULL UNIQUE,
  client_id uuid NOT NULL REFERENCES clients (id),
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending_payment', 'paid', 'payment_failed')),
  is_gift boolean NOT NULL DEFAULT false,
  gift jsonb NULL,
  is_insurance_order boolean NOT NULL DEFAULT false,
  affiliate text NULL,
  timezone text NOT NULL DEFAULT '',
  payment_method text NULL CHECK (payment_method IN ('card', 'instalments')),
  promo_code_id uuid NULL REFERENCES promo_codes (id),
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL,
  tax_cents integer NOT NULL,
  total_cents integer NOT NULL,
  shipping_address jsonb NULL,
  billing_address jsonb NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz NULL
);
CREATE INDEX orders_client_created ON orders (client_id, created_at DESC);

CREATE TABLE order_items (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  product_id uuid NOT NULL REFERENCES products (id),
  title text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL,
  discount_cents integer NOT NULL DEFAULT 0,
  extradata text NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE order_instalments (
  order_id uuid NOT NULL REFERENCES orders (id),
  number integer NOT NULL,
  due_date date NOT NULL,
  amount_cents integer NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'scheduled')),
  PRIMARY KEY (order_id, number)
);

-- Claimed before the order is written, so that simultaneous requests with one key wait for the first.
CREATE TABLE order_idempotency_keys (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  order_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The sandbox card processor's own record of charges: one per idempotency key, as a real processor keeps.
CREATE TABLE sandbox_payment_ledger (
  id uuid PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  amount_cents integer NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'declined')),
  decline_reason text NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
