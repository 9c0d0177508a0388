-- Identity verifications through ID.me (or its sandbox): one row per verification a customer starts. The state
-- handed to the provider is kept only as a digest and bound to the user and session that started it; the code
-- that comes back is kept as a digest too, once, so a repeated callback answers the outcome recorded the first
-- time and a code never serves two verifications.
CREATE TABLE identity_verifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  client_id uuid NOT NULL REFERENCES clients (id),
  session_id uuid NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('account', 'benefits-check')),
  provider text NOT NULL,
  state_hash text NOT NULL UNIQUE,
  return_path text NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  code_hash text NULL UNIQUE,
  claimed_at timestamptz NULL,
  status text NULL CHECK (status IN ('verified', 'refused')),
  reason text NULL,
  groups text[] NOT NULL DEFAULT '{}',
  provider_subject text NULL,
  completed_at timestamptz NULL
);
CREATE INDEX identity_verifications_user_completed ON identity_verifications (user_id, completed_at DESC)
  WHERE status = 'verified';
