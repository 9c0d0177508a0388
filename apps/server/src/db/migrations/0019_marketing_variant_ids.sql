-- The marketing site's cart adds products by its own variant ids: each catalogue product sold there carries its
-- id, so the portal can send a customer to that cart with the products of an earlier order.
ALTER TABLE products ADD COLUMN marketing_variant_id text NULL;

CREATE UNIQUE INDEX products_marketing_variant_id ON products (marketing_variant_id)
  WHERE marketing_variant_id IS NOT NULL;
