-- Promo codes: what they take off, which products they are for, and how often they may be used.
CREATE TABLE promo_codes (
  id uuid PRIMARY KEY,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value integer NOT NULL CHECK (value >= 0),
  target_keys text[] NOT NULL DEFAULT '{}',
  min_subtotal_cents integer NOT NULL DEFAULT 0,
  always_skip_payment boolean NOT NULL DEFAULT false,
  testable boolean NOT NULL DEFAULT false,
  max_uses integer NULL CHECK (max_uses IS NULL OR max_uses >= 0),
  uses integer NOT NULL DEFAULT 0,
  expires_at timestamptz NULL,
  hint text NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX promo_codes_code_upper ON promo_codes (upper(code));
