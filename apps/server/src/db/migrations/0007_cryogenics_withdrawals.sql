-- Stored vials, each with its history, and the requests to send vials to a medical professional.
ALTER TABLE vials ADD COLUMN stored_at timestamptz NULL;
ALTER TABLE vials ADD COLUMN withdrawn_at timestamptz NULL;
ALTER TABLE items ADD COLUMN destruction_date date NULL;

CREATE TABLE withdrawal_requests (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  item_id uuid NOT NULL REFERENCES items (id),
  requested_by uuid NOT NULL REFERENCES users (id),
  shipping_order_id uuid NULL UNIQUE REFERENCES orders (id),
  destination text NOT NULL CHECK (destination IN ('domestic', 'international')),
  recipient_type text NOT NULL CHECK (recipient_type IN ('medical_professional', 'medical_facility')),
  recipient_name text NOT NULL,
  recipient_facility text NOT NULL,
  recipient_address jsonb NOT NULL,
  recipient_email text NOT NULL,
  recipient_phone text NOT NULL,
  requested_date date NOT NULL,
  timezone text NOT NULL,
  vial_count integer NOT NULL CHECK (vial_count > 0),
  signature text NOT NULL,
  status text NOT NULL CHECK (status IN ('awaiting_partner_consent', 'awaiting_quote', 'requested', 'shipped', 'cancelled')),
  partner_consented_by uuid NULL REFERENCES users (id),
  partner_consented_at timestamptz NULL,
  shipped_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_requests_client ON withdrawal_requests (client_id, created_at DESC);
-- One open request per stored sample at a time.
CREATE UNIQUE INDEX withdrawal_requests_one_open_per_item ON withdrawal_requests (item_id)
  WHERE status IN ('awaiting_partner_consent', 'awaiting_quote', 'requested');

CREATE TABLE vial_events (
  id uuid PRIMARY KEY,
  vial_id uuid NOT NULL REFERENCES vials (id),
  kind text NOT NULL CHECK (kind IN ('stored', 'moved', 'withdrawn', 'destroyed')),
  facility text NOT NULL,
  withdrawal_id uuid NULL REFERENCES withdrawal_requests (id),
  note text NULL,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX vial_events_vial ON vial_events (vial_id, occurred_at);
