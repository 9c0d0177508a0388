-- A facility receiving vials is named by the facility: the person there is optional. A medical professional
-- is still named (the domain's withdrawal rules require it).
ALTER TABLE withdrawal_requests ALTER COLUMN recipient_name DROP NOT NULL;

-- What a customer has typed into a withdrawal request and not sent yet, one draft per stored sample, so that
-- leaving the page (to pay for the shipping, or for any reason) loses nothing. Removed when the request is made.
CREATE TABLE withdrawal_drafts (
  item_id uuid PRIMARY KEY REFERENCES items (id),
  client_id uuid NOT NULL REFERENCES clients (id),
  fields jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX withdrawal_drafts_client ON withdrawal_drafts (client_id);
