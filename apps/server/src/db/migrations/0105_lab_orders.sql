-- Orders to the lab (ORM^O01), one per registered kit, sent by a job until the lab answers AA (ADR 050).
CREATE TABLE lab_orders (
  id uuid PRIMARY KEY,
  item_id uuid NOT NULL REFERENCES items (id),
  kit_identifier text NOT NULL,
  control_id text NOT NULL,
  message text NOT NULL,
  state text NOT NULL CHECK (state IN ('queued', 'acknowledged', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text NULL,
  created_at timestamptz NOT NULL,
  acknowledged_at timestamptz NULL,
  failed_at timestamptz NULL
);
CREATE UNIQUE INDEX lab_orders_one_per_kit ON lab_orders (item_id);
CREATE UNIQUE INDEX lab_orders_control_id ON lab_orders (control_id);
CREATE INDEX lab_orders_failed ON lab_orders (failed_at DESC, id) WHERE state = 'failed';
