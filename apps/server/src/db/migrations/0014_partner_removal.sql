-- A partner the account holder removes keeps their history (consents, reads) but can no longer sign in.
ALTER TABLE users ADD COLUMN disabled_at timestamptz NULL;
