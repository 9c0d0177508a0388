-- A kit's details (its code or order number, with the owner's date of birth) register it once and open a
-- limited session: it reaches that kit's registration and order details alone, until the password is given.
ALTER TABLE sessions DROP CONSTRAINT sessions_kind_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_kind_check CHECK (kind IN ('full', 'pending_2fa', 'kit'));
ALTER TABLE sessions ADD COLUMN kit_item_id uuid NULL REFERENCES items (id);
ALTER TABLE sessions ADD CONSTRAINT sessions_kit_item CHECK ((kind = 'kit') = (kit_item_id IS NOT NULL));
