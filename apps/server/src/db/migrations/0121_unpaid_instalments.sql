-- The console's money list: later instalments whose last attempt was declined (a retry due) or failed (none left),
-- the oldest due first, paged over thousands of orders.
CREATE INDEX order_instalments_unpaid_attempts ON order_instalments (due_date, order_id, number)
  WHERE status IN ('declined', 'failed');
