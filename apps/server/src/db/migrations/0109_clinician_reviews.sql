-- The clinician's queue (issue 47): clinicians' notes on a result (kept, read by other clinicians, never by the
-- customer) and the care message a clinician released a result with (the customer reads it with the result).
CREATE TABLE clinician_notes (
  id uuid PRIMARY KEY,
  item_id uuid NOT NULL REFERENCES items (id),
  client_id uuid NOT NULL REFERENCES clients (id),
  author_user_id uuid NOT NULL REFERENCES users (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL
);
CREATE INDEX clinician_notes_item ON clinician_notes (item_id, created_at);

CREATE TABLE care_messages (
  item_id uuid PRIMARY KEY REFERENCES items (id),
  client_id uuid NOT NULL REFERENCES clients (id),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  released_by uuid NOT NULL REFERENCES users (id),
  released_at timestamptz NOT NULL
);

-- The queue's reads: panels not released yet, and analyses not released yet that found no sperm.
CREATE INDEX sti_reports_unreleased ON sti_reports (entered_at, item_id) WHERE released_at IS NULL;
CREATE INDEX result_documents_unreleased_azoospermic ON result_documents (created_at, item_id)
  WHERE ready_at IS NULL AND is_azoospermic;
