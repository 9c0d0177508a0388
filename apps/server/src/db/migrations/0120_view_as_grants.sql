-- Support sees the portal as a customer sees it, read-only (issue 47): each view is a grant to one staff member's
-- session, for one customer, for 15 minutes at most; ending it, or the session ending, ends the view.
CREATE TABLE view_as_grants (
  id uuid PRIMARY KEY,
  staff_user_id uuid NOT NULL REFERENCES users (id),
  staff_session_id uuid NOT NULL REFERENCES sessions (id),
  client_id uuid NOT NULL REFERENCES clients (id),
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz NULL,
  CHECK (expires_at > started_at AND expires_at <= started_at + interval '15 minutes')
);
-- Every request of a view finds its grant by id and session; a session's open views are ended together.
CREATE INDEX view_as_grants_open ON view_as_grants (staff_session_id) WHERE ended_at IS NULL;
CREATE INDEX view_as_grants_client ON view_as_grants (client_id, started_at DESC);
