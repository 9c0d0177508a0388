-- A password reset or change voids the identity provider's tokens and sessions issued before it.
ALTER TABLE users ADD COLUMN provider_tokens_valid_after timestamptz NULL;
