-- A customer's storage not yet paired with an analysis is looked up at every paid order and every pairing;
-- without this index the lookup reads all of the customer's items.
CREATE INDEX items_unmatched_storage ON items (client_id) WHERE category = 'cryogenic' AND matched_analysis_id IS NULL;
