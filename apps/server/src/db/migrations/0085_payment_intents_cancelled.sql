-- An intent that took nothing (never confirmed, declined, or left waiting for the customer's authentication) can be
-- cancelled at the provider, after which nothing can be charged on it. `intent_closed_at` says when an attempt's
-- intent was closed so (or found final); the attempts whose intents are still to close are read by that index.
ALTER TABLE sandbox_payment_ledger DROP CONSTRAINT sandbox_payment_ledger_status_check;
ALTER TABLE sandbox_payment_ledger ADD CONSTRAINT sandbox_payment_ledger_status_check
  CHECK (status IN ('requires_confirmation', 'requires_action', 'succeeded', 'declined', 'cancelled'));
ALTER TABLE payment_attempts ADD COLUMN intent_closed_at timestamptz NULL;
CREATE INDEX payment_attempts_intents_to_close ON payment_attempts (created_at)
  WHERE status IN ('abandoned', 'declined') AND provider_intent_id IS NOT NULL AND intent_closed_at IS NULL;
