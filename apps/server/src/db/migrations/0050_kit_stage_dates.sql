-- When a kit first reached each tracking stage (2 shipped … 6 results ready; an order's date is stage 1), as
-- {"2": "2026-11-02T…", …}; and the carrier's tracking number once the kit ships.
ALTER TABLE items ADD COLUMN stage_reached_at jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE items ADD COLUMN tracking_number text NULL;
