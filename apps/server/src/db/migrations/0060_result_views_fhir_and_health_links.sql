-- Reads of results also come as a FHIR record downloaded by its owner ('fhir') and through a SMART Health
-- Link opened by a clinic ('health_link').
ALTER TABLE result_views DROP CONSTRAINT result_views_channel_check;
ALTER TABLE result_views ADD CONSTRAINT result_views_channel_check
  CHECK (channel IN ('portal', 'report', 'shared_link', 'staff', 'fhir', 'health_link'));
