-- When a paid order's confirmation email went out. NULL while it is owed: a stop between the payment's commit
-- and the email leaves it owed, and the confirmation job sends it. Orders paid before this column existed
-- were confirmed then.
ALTER TABLE orders ADD COLUMN confirmed_at timestamptz NULL;
UPDATE orders SET confirmed_at = coalesce(paid_at, created_at) WHERE status = 'paid';
CREATE INDEX orders_confirmation_owed ON orders (paid_at) WHERE status = 'paid' AND confirmed_at IS NULL;
