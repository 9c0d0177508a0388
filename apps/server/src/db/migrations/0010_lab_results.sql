-- The lab's notes on a result, shown with it once released.
ALTER TABLE result_documents ADD COLUMN lab_notes text NULL;
CREATE UNIQUE INDEX result_documents_one_per_item ON result_documents (item_id);
