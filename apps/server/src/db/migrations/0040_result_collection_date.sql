-- The day the customer collected the sample, as the lab reads it from the kit's form: printed on the report.
ALTER TABLE result_documents ADD COLUMN collected_on date NULL;
