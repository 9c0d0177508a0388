-- A withdrawal is shipped with a carrier and its tracking number, which the customer sees, and by a staff member.
-- Withdrawals shipped before this have neither; a shipment names both or none.
ALTER TABLE withdrawal_requests ADD COLUMN carrier text NULL;
ALTER TABLE withdrawal_requests ADD COLUMN tracking_number text NULL;
ALTER TABLE withdrawal_requests ADD COLUMN shipped_by uuid NULL REFERENCES users (id);
ALTER TABLE withdrawal_requests ADD CONSTRAINT withdrawal_requests_shipment_named
  CHECK ((carrier IS NULL) = (tracking_number IS NULL));

-- The console's storage lists: withdrawals not shipped, oldest first; samples with a destruction date, soonest first.
CREATE INDEX withdrawal_requests_to_prepare ON withdrawal_requests (created_at, id)
  WHERE status IN ('awaiting_partner_consent', 'awaiting_quote', 'requested');
CREATE INDEX items_destruction_date ON items (destruction_date, id)
  WHERE destruction_date IS NOT NULL AND category = 'cryogenic';
