-- A staff refund of a storage plan's renewal charge: it gave back money for a period of a plan, not for an order,
-- so the row names what its email names either way: the order's number, or the plan's title and the period.
ALTER TABLE payment_refunds ALTER COLUMN order_number DROP NOT NULL;
ALTER TABLE payment_refunds ADD COLUMN plan_title text NULL;
ALTER TABLE payment_refunds ADD COLUMN plan_period integer NULL CHECK (plan_period IS NULL OR plan_period > 0);
ALTER TABLE payment_refunds ADD CONSTRAINT payment_refunds_for_order_or_plan
  CHECK ((order_number IS NOT NULL) = (plan_title IS NULL AND plan_period IS NULL)
     AND (plan_title IS NULL) = (plan_period IS NULL));
