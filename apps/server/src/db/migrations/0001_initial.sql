-- Customers, their access, and what they bought and received: the tables every module reads.

CREATE TABLE clients (
  id uuid PRIMARY KEY,
  number text NOT NULL UNIQUE,
  email text NOT NULL,
  phone text NULL,
  date_of_birth date NULL,
  has_active_fertility_consultation boolean NOT NULL DEFAULT false,
  has_unmatched_subscriptions boolean NOT NULL DEFAULT false,
  has_active_subscriptions boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  preferred_first_name text NULL,
  role text NOT NULL CHECK (role IN ('client', 'authorized_user', 'staff')),
  client_id uuid NULL REFERENCES clients (id),
  parent_user_id uuid NULL REFERENCES users (id),
  google2fa_secret text NULL,
  google2fa_configured_at timestamptz NULL,
  flag_unmarketable boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
CREATE INDEX users_client_id ON users (client_id);
CREATE INDEX users_parent_user_id ON users (parent_user_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('full', 'pending_2fa')),
  disable_track_events boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE password_resets (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_id ON password_resets (user_id);

CREATE TABLE login_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  disable_track_events boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_tokens_user_id ON login_tokens (user_id);

CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz NULL
);
CREATE INDEX outbox_created_at ON outbox (created_at);

CREATE TABLE products (
  id uuid PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  title text NOT NULL,
  product_type text NOT NULL,
  price_cents integer NOT NULL,
  is_cryogenic boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE items (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id),
  product_id uuid NULL REFERENCES products (id),
  title text NOT NULL,
  category text NOT NULL CHECK (category IN ('analysis', 'sti', 'supplement', 'consultation', 'cryogenic')),
  po_number text NULL,
  status_step text NULL,
  tracking_stage integer NULL,
  storage_status text NULL,
  considering_freezing text NULL,
  delivery_carrier text NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX items_client_id ON items (client_id);

CREATE TABLE result_documents (
  id uuid PRIMARY KEY,
  item_id uuid NOT NULL REFERENCES items (id),
  client_id uuid NOT NULL REFERENCES clients (id),
  ready_at timestamptz NULL,
  is_azoospermic boolean NOT NULL DEFAULT false,
  total_count numeric NULL,
  total_motile_sperm numeric NULL,
  total_motility numeric NULL,
  concentration numeric NULL,
  actual_ejaculate_concentration numeric NULL,
  volume numeric NULL,
  normal numeric NULL,
  dna_fragmentation numeric NULL,
  post_thaw_motility numeric NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX result_documents_client_ready ON result_documents (client_id, ready_at);
CREATE INDEX result_documents_item_id ON result_documents (item_id);

CREATE TABLE sti_results (
  id uuid PRIMARY KEY,
  item_id uuid NOT NULL REFERENCES items (id),
  test_key text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('positive', 'negative', 'inconclusive')),
  value text NOT NULL
);
CREATE INDEX sti_results_item_id ON sti_results (item_id);

CREATE TABLE vials (
  id uuid PRIMARY KEY,
  item_id uuid NOT NULL REFERENCES items (id),
  status text NOT NULL CHECK (status IN ('permanent_storage', 'awaiting_permanent_storage', 'destroyed')),
  storage_facility text NOT NULL
);
CREATE INDEX vials_item_id ON vials (item_id);

CREATE TABLE announcements (
  id uuid PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  location text NOT NULL,
  variant text NOT NULL DEFAULT 'info',
  client_id uuid NULL REFERENCES clients (id),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_client_id ON announcements (client_id);

CREATE TABLE recommendations (
  id uuid PRIMARY KEY,
  client_id uuid NULL REFERENCES clients (id),
  title text NOT NULL,
  body text NOT NULL,
  category text NOT NULL,
  sort_order integer NOT NULL,
  link_url text NULL
);
CREATE INDEX recommendations_client_sort ON recommendations (client_id, sort_order);
