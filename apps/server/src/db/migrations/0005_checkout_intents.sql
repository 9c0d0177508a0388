-- Checkouts in progress, so a customer can come back to one (the ?abandon= link).
CREATE TABLE checkout_intents (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  form jsonb NOT NULL DEFAULT '{}',
  items jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
