-- Results calls booked with the care team (the sandbox scheduler: one specialist, one call per slot).
CREATE TABLE results_calls (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  starts_at timestamptz NOT NULL,
  source text NOT NULL,
  booked_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz NULL
);
CREATE UNIQUE INDEX results_calls_one_per_slot ON results_calls (starts_at) WHERE cancelled_at IS NULL;
CREATE INDEX results_calls_client ON results_calls (client_id, starts_at DESC);
