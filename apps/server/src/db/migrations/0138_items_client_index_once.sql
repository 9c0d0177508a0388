-- A customer's items were indexed twice by their client: items_client_id (client_id) and items_client_created
-- (client_id, created_at DESC), whose first column answers every lookup by client the first did. Each item written
-- (one an order's line, more for a package) updated both; it now updates the second alone.
DROP INDEX items_client_id;
