-- The lab's "Plans to match" (issue 47 item 5) pages through storage plans not yet paired with their sample,
-- oldest first. A few wait at a time, but the planner cannot know it (a storage plan's pairing is null for every
-- other kind of item too) and read the queue by joining every customer. Held in date order here, a page is read
-- from this index and stops at its last row.
CREATE INDEX items_unmatched_storage_by_date ON items (created_at, id)
  WHERE category = 'cryogenic' AND matched_analysis_id IS NULL;
