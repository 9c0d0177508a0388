-- A checkout draft is read and saved only by the browser that opened it: it keeps the SHA-256 digest of the
-- secret in that browser's HttpOnly cookie. Drafts from before were bound to nobody, so nobody can prove they
-- are theirs: they are deleted. Drafts live 30 days from their opening.
DELETE FROM checkout_intents;
ALTER TABLE checkout_intents ADD COLUMN secret_hash text NOT NULL;
CREATE INDEX checkout_intents_created_at ON checkout_intents (created_at);
