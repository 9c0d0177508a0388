-- When the customer was reminded that the lab's three-month retest of this analysis is due (once per analysis).
ALTER TABLE result_documents ADD COLUMN retest_reminded_at timestamptz NULL;
