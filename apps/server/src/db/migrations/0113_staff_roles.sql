-- The clinic's staff hold one role each (issue 47): lab, clinician, support or admin. The staff accounts made
-- before roles existed ran everything, so they become admins.
ALTER TABLE users ADD COLUMN staff_role text NULL
  CHECK (staff_role IN ('lab', 'clinician', 'support', 'admin'));
UPDATE users SET staff_role = 'admin' WHERE role = 'staff';
ALTER TABLE users ADD CONSTRAINT users_staff_role_for_staff CHECK ((role = 'staff') = (staff_role IS NOT NULL));
-- The admins' list of staff.
CREATE INDEX users_staff ON users (lower(email)) WHERE role = 'staff';
