-- Every email is queued in the transaction of the change that causes it and sent later by a job: the row keeps
-- what staff may read (links redacted) and, until it is sent, the message as it must leave, sealed with the
-- server's key. Messages written before this were already delivered.
UPDATE outbox SET sent_at = created_at WHERE sent_at IS NULL;
ALTER TABLE outbox ADD COLUMN sealed_body text NULL;
ALTER TABLE outbox ADD COLUMN kind text NOT NULL DEFAULT 'message';
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN last_error text NULL;
ALTER TABLE outbox ADD COLUMN failed_at timestamptz NULL;
CREATE INDEX outbox_unsent ON outbox (created_at) WHERE sent_at IS NULL;
