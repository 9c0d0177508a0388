-- The lab's messages are deleted six years after they arrived, with the reports read from them (ADR 055's table):
-- each message's reports are found by the message, not by reading every report.
CREATE INDEX lab_reports_message ON lab_reports (message_id);
