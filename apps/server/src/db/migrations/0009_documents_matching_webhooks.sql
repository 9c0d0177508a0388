-- Agreements signed by an account holder, one signature per account and document step.
CREATE TABLE signed_documents (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  step integer NOT NULL,
  version text NOT NULL,
  signed_by uuid NOT NULL REFERENCES users (id),
  signed_name text NOT NULL,
  signed_at timestamptz NOT NULL,
  UNIQUE (client_id, step)
);

-- Which analysis's sample a storage item holds, once the customer matched them.
ALTER TABLE items ADD COLUMN matched_analysis_id uuid NULL REFERENCES items (id);
CREATE UNIQUE INDEX items_matched_analysis ON items (matched_analysis_id) WHERE matched_analysis_id IS NOT NULL;

-- Stripe's webhook events, each applied once; refunds as Stripe reports them.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL
);
ALTER TABLE payments ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);
