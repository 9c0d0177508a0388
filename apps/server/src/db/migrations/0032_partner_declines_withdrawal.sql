-- The partner may decline a withdrawal of the stored vials: it ends there, and the vials stay in storage.
ALTER TABLE withdrawal_requests DROP CONSTRAINT withdrawal_requests_status_check;
ALTER TABLE withdrawal_requests ADD CONSTRAINT withdrawal_requests_status_check
  CHECK (status IN ('awaiting_partner_consent', 'awaiting_quote', 'requested', 'shipped', 'cancelled', 'declined_by_partner'));
ALTER TABLE withdrawal_requests ADD COLUMN partner_declined_by uuid NULL REFERENCES users (id);
ALTER TABLE withdrawal_requests ADD COLUMN partner_declined_at timestamptz NULL;
