-- Urologists the care team has verified, found by distance from a customer's ZIP code.
CREATE TABLE verified_urologists (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  practice text NOT NULL,
  address_1 text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL,
  phone text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  accepts_new_patients boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX verified_urologists_active ON verified_urologists (active) WHERE active;
