-- A partner added with an address that already has an account of its own: the holder's page shows the partner as
-- invited, as for any new partner, so that adding one never tells whether an address has an account; the
-- address's owner is told, and the request gives nobody access.
CREATE TABLE partner_requests (
  id uuid PRIMARY KEY,
  parent_user_id uuid NOT NULL REFERENCES users (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  removed_at timestamptz NULL
);
CREATE UNIQUE INDEX partner_requests_one_per_holder ON partner_requests (parent_user_id) WHERE removed_at IS NULL;
