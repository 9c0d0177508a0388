-- The shop's catalogue: what each product is, how it is billed, and what a package contains.
ALTER TABLE products ADD COLUMN key text NULL;
ALTER TABLE products ADD COLUMN name text NULL;
ALTER TABLE products ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN stock integer NULL;
ALTER TABLE products ADD COLUMN insuranceable boolean NOT NULL DEFAULT false;
ALTER TABLE products ADD COLUMN with_subscription boolean NOT NULL DEFAULT false;
ALTER TABLE products ADD COLUMN subscription_repeats_frequency text NULL
  CHECK (subscription_repeats_frequency IN ('month', 'year'));
ALTER TABLE products ADD COLUMN subscription_billing_cycles integer NULL;
ALTER TABLE products ADD COLUMN is_addon boolean NOT NULL DEFAULT false;
ALTER TABLE products ADD COLUMN card_price_reference text NULL;
ALTER TABLE products ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE products ADD COLUMN sort_order integer NOT NULL DEFAULT 0;

CREATE UNIQUE INDEX products_key ON products (key);
CREATE INDEX products_active_sort ON products (active, sort_order);

CREATE TABLE package_products (
  package_id uuid NOT NULL REFERENCES products (id),
  product_id uuid NOT NULL REFERENCES products (id),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  PRIMARY KEY (package_id, product_id)
);
