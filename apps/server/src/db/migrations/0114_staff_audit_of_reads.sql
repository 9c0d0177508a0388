-- The staff audit holds every staff action and every staff read of a customer's record or result (issue 47),
-- with the customer concerned and the role the staff member held; admins filter it by each.
ALTER TABLE staff_audit ADD COLUMN kind text NOT NULL DEFAULT 'action' CHECK (kind IN ('action', 'read'));
ALTER TABLE staff_audit ADD COLUMN staff_role text NULL;
ALTER TABLE staff_audit ADD COLUMN client_id uuid NULL REFERENCES clients (id);
UPDATE staff_audit a SET client_id = i.client_id FROM items i WHERE i.id = a.item_id;
CREATE INDEX staff_audit_at ON staff_audit (at DESC, id);
CREATE INDEX staff_audit_staff ON staff_audit (staff_user_id, at DESC);
CREATE INDEX staff_audit_client ON staff_audit (client_id, at DESC) WHERE client_id IS NOT NULL;
CREATE INDEX staff_audit_action ON staff_audit (action, at DESC);

-- A staff member's read of a result names their role to the customer: "Fathom staff (support)".
ALTER TABLE result_views ADD COLUMN viewer_staff_role text NULL;
