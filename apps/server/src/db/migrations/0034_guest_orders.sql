-- An order placed without signing in belongs to a customer record of its own (a client without a sign-in) until
-- it is paid. Paid, it opens an account for an address that has none; an address that has an account keeps the
-- order apart, and the address's owner claims it into the account from an emailed link (ADR 020).
ALTER TABLE orders
  ADD COLUMN guest_buyer jsonb NULL,
  ADD COLUMN guest_outcome text NULL CHECK (guest_outcome IN ('account_opened', 'kept_apart', 'claimed')),
  ADD COLUMN claim_token_hash text NULL,
  ADD COLUMN claim_expires_at timestamptz NULL;
CREATE UNIQUE INDEX orders_claim_token_hash ON orders (claim_token_hash) WHERE claim_token_hash IS NOT NULL;
