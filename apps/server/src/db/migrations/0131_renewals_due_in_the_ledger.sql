-- What is due, and its retries, are the payments ledger's (ADR 063): one row per part of an owner's debt that the
-- ledger charges on its date and tries again on its own policy, for every owner. Written by the payments room alone.
CREATE TABLE payment_dues (
  id uuid PRIMARY KEY,
  -- Whose it is, as its attempts name it (owner_key: the scope of its attempts), and the owner's number for it
  -- (an instalment's number, a renewal's period): an owner's dues are charged in the order of their parts.
  owner_kind text NOT NULL CHECK (owner_kind <> ''),
  owner_id uuid NOT NULL,
  owner_key text NOT NULL DEFAULT '',
  owner_part integer NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  due_at timestamptz NOT NULL,
  -- The card it is charged to, until its owner gives another.
  payment_method_token text NULL,
  -- Its attempts' idempotency keys: <key_prefix>:<attempt number>.
  key_prefix text NOT NULL,
  -- The retry policy: attempts in all, the delay after a decline, and a reminder before it falls due.
  max_attempts integer NOT NULL CHECK (max_attempts > 0),
  retry_delay_seconds integer NOT NULL CHECK (retry_delay_seconds >= 0),
  remind_before_seconds integer NULL CHECK (remind_before_seconds > 0),
  -- scheduled (not tried yet), pending (claimed: an attempt is being made), declined (tried again at
  -- next_attempt_at), failed (declined with no attempt left) or paid.
  status text NOT NULL CHECK (status IN ('scheduled', 'pending', 'declined', 'failed', 'paid')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NULL,
  -- When the collector next takes it: its due time, its retry's, or the end of its claim; never once paid or failed.
  collect_at timestamptz NULL,
  -- The run that holds it, until then (a stopped run's claim runs out and another takes it).
  claim_id uuid NULL,
  claimed_until timestamptz NULL,
  -- When its latest attempt was claimed, and when its latest outcome was recorded.
  tried_at timestamptz NULL,
  settled_at timestamptz NULL,
  reminded_at timestamptz NULL,
  paid_at timestamptz NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (owner_kind, owner_id, owner_part),
  CHECK ((status = 'declined') = (next_attempt_at IS NOT NULL)),
  CHECK ((status IN ('paid', 'failed')) = (collect_at IS NULL)),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
-- What the collector claims, in the order it fell due.
CREATE INDEX payment_dues_to_collect ON payment_dues (collect_at) WHERE collect_at IS NOT NULL;
-- The reminders still to send.
CREATE INDEX payment_dues_to_remind ON payment_dues (due_at)
  WHERE status = 'scheduled' AND reminded_at IS NULL AND remind_before_seconds IS NOT NULL;
-- The console's money lists: dues whose last attempt was declined, by owner.
CREATE INDEX payment_dues_declined ON payment_dues (owner_kind, due_at) WHERE status IN ('declined', 'failed');

-- Each renewal becomes the due of its plan's period, as it stands: its attempts, its retry, its claim, the plan's
-- card, and its dates (an owed period was pending: claimed, or waiting for its first claim; a failed one with a
-- retry time is declined, without one failed). The policy is the renewals' (@fathom/domain/storage-billing:
-- 3 attempts, a day apart). Its key prefix is the one its attempts were made under.
INSERT INTO payment_dues (id, owner_kind, owner_id, owner_key, owner_part, amount_cents, due_at, payment_method_token,
    key_prefix, max_attempts, retry_delay_seconds, status, attempts, next_attempt_at, collect_at, claim_id,
    claimed_until, tried_at, settled_at, paid_at, created_at)
  SELECT gen_random_uuid(), 'storage_plan', r.subscription_id, r.cycle::text, r.cycle, r.amount_cents, r.created_at,
         s.payment_method_token, 'renewal:' || r.subscription_id || ':' || r.cycle, 3, 86400, owed.status,
         r.attempts,
         CASE owed.status WHEN 'declined' THEN r.next_attempt_at END,
         CASE owed.status
           WHEN 'pending' THEN coalesce(r.claimed_until, r.created_at)
           WHEN 'declined' THEN r.next_attempt_at
         END,
         CASE owed.status WHEN 'pending' THEN r.claim_id END,
         CASE owed.status WHEN 'pending' THEN r.claimed_until END,
         r.created_at, r.settled_at,
         CASE owed.status WHEN 'paid' THEN coalesce(r.settled_at, r.created_at) END,
         r.created_at
    FROM subscription_renewals r
    JOIN subscriptions s ON s.id = r.subscription_id
    CROSS JOIN LATERAL (
      SELECT CASE
               WHEN r.status = 'succeeded' THEN 'paid'
               WHEN r.status = 'pending' THEN 'pending'
               WHEN r.next_attempt_at IS NOT NULL AND r.attempts < 3 THEN 'declined'
               ELSE 'failed'
             END AS status
    ) owed;

-- A renewal is now the period a plan owes (billing's): its plan, period, amount and when it was opened.
ALTER TABLE subscription_renewals DROP COLUMN attempts;
ALTER TABLE subscription_renewals DROP COLUMN status;
ALTER TABLE subscription_renewals DROP COLUMN next_attempt_at;
ALTER TABLE subscription_renewals DROP COLUMN settled_at;
ALTER TABLE subscription_renewals DROP COLUMN claim_id;
ALTER TABLE subscription_renewals DROP COLUMN claimed_until;
