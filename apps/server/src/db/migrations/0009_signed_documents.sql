-- Agreements signed by an account holder, one signature per account and document step.
CREATE TABLE signed_documents (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  step integer NOT NULL,
  version text NOT NULL,
  signed_by uuid NOT NULL REFERENCES users (id),
  signed_name text NOT NULL,
  signed_at timestamptz NOT NULL,
  UNIQUE (client_id, step)
);
