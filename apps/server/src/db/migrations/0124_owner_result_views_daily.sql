-- A customer reads their own results on every visit, several reads a page, and each was kept: the log grew by
-- four rows a visit and told the customer nothing (issue 48). Their own reads are now kept once per result,
-- channel and day (UTC), at the day's latest read: later reads that day move it, never add to it. Everyone else's
-- reads (a partner, staff, a shared link, a SMART Health Link) are kept each time, as before.
DELETE FROM result_views
 WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (
                                PARTITION BY client_id, item_id, channel, ((viewed_at AT TIME ZONE 'UTC')::date)
                                ORDER BY viewed_at DESC, id) AS newest
                                FROM result_views WHERE viewer = 'owner') ranked
               WHERE newest > 1);
CREATE UNIQUE INDEX result_views_owner_daily
  ON result_views (client_id, item_id, channel, ((viewed_at AT TIME ZONE 'UTC')::date))
  WHERE viewer = 'owner';
