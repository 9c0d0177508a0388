-- The lab's queue in the console (issue 47 item 2). A held result is resolved by staff: matched to the right kit
-- (then applied as an arriving result would be) or rejected with a reason; who did it is kept with the report, and
-- a rejected report keeps the reason it was held for.
ALTER TABLE lab_reports DROP CONSTRAINT lab_reports_state_check;
ALTER TABLE lab_reports ADD CONSTRAINT lab_reports_state_check
  CHECK (state IN ('applied', 'awaiting_registration', 'kept', 'held', 'cancelled', 'rejected'));
ALTER TABLE lab_reports DROP CONSTRAINT lab_reports_check;
ALTER TABLE lab_reports ADD CONSTRAINT lab_reports_held_has_reason CHECK (state <> 'held' OR hold_reason IS NOT NULL);
ALTER TABLE lab_reports ADD COLUMN resolved_by uuid NULL REFERENCES users (id);
ALTER TABLE lab_reports ADD COLUMN rejection_reason text NULL;
ALTER TABLE lab_reports ADD CONSTRAINT lab_reports_rejected_has_reason
  CHECK (state <> 'rejected' OR rejection_reason IS NOT NULL);

-- The console's lists, each a page at a time: messages that could not be read, newest first; kits sent back and not
-- yet received; kits at the lab by age; analyses entered and not released.
CREATE INDEX lab_messages_unreadable ON lab_messages (received_at DESC, id) WHERE outcome = 'rejected';
CREATE INDEX items_kits_arriving ON items (created_at, id)
  WHERE tracking_stage = 4 AND lab_received_at IS NULL AND category IN ('analysis', 'sti');
CREATE INDEX items_kits_at_lab ON items (lab_received_at, id)
  WHERE lab_received_at IS NOT NULL AND tracking_stage IN (4, 5) AND category IN ('analysis', 'sti');
CREATE INDEX result_documents_awaiting_release ON result_documents (created_at, id) WHERE ready_at IS NULL;
