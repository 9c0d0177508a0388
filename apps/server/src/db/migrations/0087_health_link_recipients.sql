-- Who opened a SMART Health Link: the name the clinic's software gave in its manifest request (`recipient`), kept
-- with the reading of the results it made and shown to the link's owner (ADR 046). The reading names its link, so
-- the link's list shows its own openings (through the partial index: other readings have no link).
ALTER TABLE result_views
  ADD COLUMN health_link_id uuid NULL REFERENCES health_links (id),
  ADD COLUMN recipient text NULL CHECK (char_length(recipient) BETWEEN 1 AND 120);
CREATE INDEX result_views_health_link ON result_views (health_link_id, viewed_at DESC)
  WHERE health_link_id IS NOT NULL;
