-- An insurance check pays only for an order of whoever ran it: the signed-in user (user_id), or the browser that
-- ran it, by the SHA-256 digest of the secret in that browser's HttpOnly cookie.
ALTER TABLE insurance_applications ADD COLUMN holder_secret_hash text NULL;
