-- An order still unpaid a day after it was placed, with no payment in flight and every intent of its attempts
-- closed at the provider, is cancelled: nothing was charged, and nothing can be on it any more; what it held (a
-- promo code's use, an insurance check, the plans it would have started) is given back, and its cart offered again.
-- `cancelled_from` keeps whether it was waiting for its payment or declined: a declined order stays out of the
-- order history, cancelled or not.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending_payment', 'paid', 'paying_instalments', 'payment_failed', 'cancelled'));
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz NULL;
ALTER TABLE orders ADD COLUMN cancelled_from text NULL CHECK (cancelled_from IN ('pending_payment', 'payment_failed'));
ALTER TABLE orders ADD CONSTRAINT orders_cancelled_when
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL) AND (status = 'cancelled') = (cancelled_from IS NOT NULL));
-- The orders waiting for their payment, oldest first; the cancelled ones, newest first (staff's list).
CREATE INDEX orders_unpaid ON orders (created_at) WHERE status IN ('pending_payment', 'payment_failed');
CREATE INDEX orders_cancelled ON orders (cancelled_at DESC) WHERE status = 'cancelled';
