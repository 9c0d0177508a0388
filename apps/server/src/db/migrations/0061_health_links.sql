-- SMART Health Links to a customer's FHIR record (ADR 035). The manifest's address holds a random id of 256
-- bits, kept only as its hash; the record is kept encrypted (compact JWE) under the link's key, which the
-- server never keeps: only the holder of the link can read it. A passcode is kept as a salted scrypt hash.
CREATE TABLE health_links (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  item_id uuid NOT NULL REFERENCES items (id),
  result_document_id uuid NULL REFERENCES result_documents (id),
  manifest_id_hash text NOT NULL UNIQUE,
  label text NOT NULL,
  encrypted_record text NOT NULL,
  passcode_hash text NULL,
  failed_passcodes integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz NULL,
  open_count integer NOT NULL DEFAULT 0,
  last_opened_at timestamptz NULL,
  -- A manifest request that cannot take the file embedded gets a single-use address valid for five minutes.
  file_ticket_hash text NULL UNIQUE,
  file_ticket_expires_at timestamptz NULL
);
CREATE INDEX health_links_client ON health_links (client_id, created_at DESC);
