-- The language the buyer checked out in (issue 51): the account an order opens reads in it, and the order's
-- confirmation is written in it when its address's account has chosen none. NULL for orders placed before.
ALTER TABLE orders ADD COLUMN language text NULL;
