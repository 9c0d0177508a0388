-- Each authenticator time step is accepted once per user: the last one accepted is kept.
ALTER TABLE users ADD COLUMN google2fa_last_step bigint NULL;

-- Ten single-use recovery codes per account with two-factor sign-in, stored as SHA-256 digests.
CREATE TABLE two_factor_recovery_codes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz NULL
);
CREATE INDEX two_factor_recovery_codes_unused ON two_factor_recovery_codes (user_id) WHERE used_at IS NULL;
