-- The payments ledger names what an attempt pays for by a reference its owner chooses, no longer by purposes and by
-- the owners' tables (ADR 063): owner_kind (checkout's 'order', billing's 'storage_plan'), owner_id (the order, the
-- plan: no foreign key) and owner_key (the owner's scope of one attempt in flight and of attempt numbers: '' for an
-- order, whose card payment, instalment plan and later parts share them, the period for a plan). owner_part is the
-- part of the owner's debt the attempt pays (a later instalment's number, a renewal's period). What an attempt does
-- at the provider is its method: a card charge, or the start of an instalment plan.
ALTER TABLE payment_attempts ADD COLUMN owner_kind text NULL CHECK (owner_kind <> '');
ALTER TABLE payment_attempts ADD COLUMN owner_id uuid NULL;
ALTER TABLE payment_attempts ADD COLUMN owner_key text NOT NULL DEFAULT '';
ALTER TABLE payment_attempts ADD COLUMN owner_part integer NULL;
ALTER TABLE payment_attempts ADD COLUMN method text NULL CHECK (method IN ('card', 'instalment_plan'));

UPDATE payment_attempts
   SET owner_kind = CASE purpose WHEN 'renewal' THEN 'storage_plan' ELSE 'order' END,
       owner_id = coalesce(order_id, subscription_id),
       owner_key = CASE purpose WHEN 'renewal' THEN cycle::text ELSE '' END,
       owner_part = CASE purpose WHEN 'renewal' THEN cycle WHEN 'later_instalment' THEN instalment_number END,
       method = CASE purpose WHEN 'instalment' THEN 'instalment_plan' ELSE 'card' END;

ALTER TABLE payment_attempts ALTER COLUMN owner_kind SET NOT NULL;
ALTER TABLE payment_attempts ALTER COLUMN owner_id SET NOT NULL;
ALTER TABLE payment_attempts ALTER COLUMN method SET NOT NULL;

-- The purpose, the foreign keys and the checks and indexes that read them go with their columns.
ALTER TABLE payment_attempts DROP COLUMN purpose;
ALTER TABLE payment_attempts DROP COLUMN order_id;
ALTER TABLE payment_attempts DROP COLUMN subscription_id;
ALTER TABLE payment_attempts DROP COLUMN cycle;
ALTER TABLE payment_attempts DROP COLUMN instalment_number;

-- One attempt in flight per owner's scope (an order; a plan's period), and attempts numbered within it.
CREATE UNIQUE INDEX payment_attempts_one_open_per_owner ON payment_attempts (owner_kind, owner_id, owner_key)
  WHERE status IN ('pending', 'requires_action');
CREATE UNIQUE INDEX payment_attempts_owner_attempt ON payment_attempts (owner_kind, owner_id, owner_key, attempt);
