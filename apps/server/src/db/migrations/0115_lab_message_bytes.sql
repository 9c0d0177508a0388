-- A lab's message is kept as the bytes that arrived (raw_bytes), beside its text (raw) read in the character set its
-- MSH-18 names (ADR 050). Messages stored before this have no bytes: their text was read as UTF-8.
ALTER TABLE lab_messages ADD COLUMN raw_bytes bytea NULL;
