-- When the lab received a kit (scanned its code on arrival): a kit received before it was registered waits there
-- for its registration, and the customer is asked to register it.
ALTER TABLE items ADD COLUMN lab_received_at timestamptz NULL;
