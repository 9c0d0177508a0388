-- A kit's own delivery details (copied from its order, completed or changed by the customer before it ships).
ALTER TABLE items ADD COLUMN shipping_address jsonb NULL;
ALTER TABLE items ADD COLUMN kit_delivery_type text NULL;
ALTER TABLE items ADD COLUMN preferred_delivery_date date NULL;
ALTER TABLE items ADD COLUMN order_details_completed_at timestamptz NULL;
-- A kit a physician reviews before it ships (STI panels are ordered by a physician).
ALTER TABLE items ADD COLUMN needs_mdi_validation boolean NOT NULL DEFAULT false;

-- An STI panel's results as a whole: entered by the lab, released by a clinician (positive results are held).
CREATE TABLE sti_reports (
  item_id uuid PRIMARY KEY REFERENCES items (id),
  client_id uuid NOT NULL REFERENCES clients (id),
  entered_at timestamptz NOT NULL,
  released_at timestamptz NULL
);
CREATE INDEX sti_reports_client ON sti_reports (client_id);
INSERT INTO sti_reports (item_id, client_id, entered_at, released_at)
  SELECT DISTINCT i.id, i.client_id, i.created_at, i.created_at
    FROM items i JOIN sti_results s ON s.item_id = i.id;
CREATE UNIQUE INDEX sti_results_one_per_test ON sti_results (item_id, test_key);

-- Links the owner of a result creates to show it to someone without an account; only a hash is kept.
CREATE TABLE result_share_links (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  result_document_id uuid NOT NULL REFERENCES result_documents (id),
  token_hash text NOT NULL UNIQUE,
  created_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz NULL
);
CREATE INDEX result_share_links_client ON result_share_links (client_id, created_at DESC);

-- Every read of a result: who (the owner, the partner, staff, a shared link), which result, how, when.
CREATE TABLE result_views (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  item_id uuid NOT NULL REFERENCES items (id),
  viewer text NOT NULL CHECK (viewer IN ('owner', 'partner', 'staff', 'shared_link')),
  viewer_user_id uuid NULL REFERENCES users (id),
  share_link_id uuid NULL REFERENCES result_share_links (id),
  channel text NOT NULL CHECK (channel IN ('portal', 'report', 'shared_link', 'staff')),
  viewed_at timestamptz NOT NULL
);
CREATE INDEX result_views_client ON result_views (client_id, viewed_at DESC);

-- Every change the lab makes through the staff API.
CREATE TABLE staff_audit (
  id uuid PRIMARY KEY,
  staff_user_id uuid NOT NULL REFERENCES users (id),
  action text NOT NULL,
  item_id uuid NULL REFERENCES items (id),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX staff_audit_item ON staff_audit (item_id, at DESC);
