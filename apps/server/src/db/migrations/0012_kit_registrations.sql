-- Kits carry a code (printed as a QR code on the box) and are registered to their owner once.
ALTER TABLE items ADD COLUMN kit_identifier text NULL;
CREATE UNIQUE INDEX items_kit_identifier ON items (kit_identifier) WHERE kit_identifier IS NOT NULL;
CREATE INDEX items_po_number ON items (po_number);

CREATE TABLE kit_registrations (
  item_id uuid PRIMARY KEY REFERENCES items (id),
  client_id uuid NOT NULL REFERENCES clients (id),
  method text NOT NULL CHECK (method IN ('qr_code', 'po_number')),
  registered_at timestamptz NOT NULL
);
CREATE INDEX kit_registrations_client ON kit_registrations (client_id, registered_at DESC);
