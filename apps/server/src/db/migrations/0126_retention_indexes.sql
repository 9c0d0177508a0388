-- The daily deletion of old log rows (ADR 055's retention) finds them by the date its rule counts from. The two logs
-- written only in date order and never updated take a BRIN index (a few pages, next to nothing to keep up at each
-- insert); who read a result, whose owner's rows move to the day's latest read, and the sign-in secrets a B-tree.
CREATE INDEX order_idempotency_keys_created_at ON order_idempotency_keys USING brin (created_at);
CREATE INDEX stripe_events_received_at ON stripe_events USING brin (received_at);
CREATE INDEX result_views_viewed_at ON result_views (viewed_at);
CREATE INDEX view_as_grants_started_at ON view_as_grants (started_at);
CREATE INDEX sessions_expires_at ON sessions (expires_at);
CREATE INDEX login_tokens_expires_at ON login_tokens (expires_at);
CREATE INDEX password_resets_expires_at ON password_resets (expires_at);
