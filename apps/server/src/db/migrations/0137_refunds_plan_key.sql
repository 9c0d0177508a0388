-- The product key of the storage plan a refund gave back money for (issue 51): its e-mail names the plan by it in the
-- reader's language, not by finding the product from the English title kept with the refund. The refunds of plans
-- written before it take their plan's key: a refund's payment is owned by the plan (owner_kind 'storage_plan',
-- owner_id the subscription), whose product does not change. NULL for an order's refund, and for a plan whose
-- product has no key.
ALTER TABLE payment_refunds ADD COLUMN plan_product_key text NULL;
UPDATE payment_refunds r SET plan_product_key = p.key
  FROM payment_attempts a JOIN subscriptions s ON s.id = a.owner_id JOIN products p ON p.id = s.product_id
 WHERE a.id = r.attempt_id AND a.owner_kind = 'storage_plan' AND r.plan_title IS NOT NULL;
