-- The later parts of orders paid in instalments are due in the payments ledger too (ADR 063): each becomes the due
-- of its order's part, as it stands, with its card, attempts, retry, claim, reminder and dates. The policy is the
-- instalments' (@fathom/domain/instalments: 3 attempts, 3 days apart, reminded 3 days before). A part is due from
-- the start of its date in the clinic's time zone (DEFAULT_TIMEZONE, UTC). A part claimed by a pass was picked up
-- again two minutes after its claim when left without an attempt: its claim runs out then. The last outcome's time
-- is its latest attempt's.
INSERT INTO payment_dues (id, owner_kind, owner_id, owner_key, owner_part, amount_cents, due_at, payment_method_token,
    key_prefix, max_attempts, retry_delay_seconds, remind_before_seconds, status, attempts, next_attempt_at,
    collect_at, claimed_until, tried_at, settled_at, reminded_at, paid_at, created_at)
  SELECT gen_random_uuid(), 'order', i.order_id, '', i.number, i.amount_cents, part.due_at, i.payment_method_token,
         'instalment:' || i.order_id || ':' || i.number, 3, 259200, 259200, i.status, i.attempts,
         CASE i.status WHEN 'declined' THEN coalesce(i.next_attempt_at, part.now) END,
         CASE i.status
           WHEN 'scheduled' THEN part.due_at
           WHEN 'declined' THEN coalesce(i.next_attempt_at, part.now)
           WHEN 'pending' THEN coalesce(i.claimed_at + interval '2 minutes', part.now)
         END,
         CASE i.status WHEN 'pending' THEN coalesce(i.claimed_at + interval '2 minutes', part.now) END,
         i.claimed_at,
         (SELECT max(a.settled_at) FROM payment_attempts a
           WHERE a.owner_kind = 'order' AND a.owner_id = i.order_id AND a.owner_part = i.number),
         i.reminded_at,
         CASE i.status WHEN 'paid' THEN coalesce(i.paid_at, o.paid_at, part.now) END,
         coalesce(o.paid_at, o.created_at)
    FROM order_instalments i
    JOIN orders o ON o.id = i.order_id
    CROSS JOIN LATERAL (
      SELECT (i.due_date::timestamp AT TIME ZONE 'UTC') AS due_at, now() AS now
    ) part
   WHERE i.number > 1;

-- A part is now what the order owes: its number, amount and date, and whether it is paid.
DROP INDEX order_instalments_due;
DROP INDEX order_instalments_unpaid_attempts;
ALTER TABLE order_instalments DROP COLUMN payment_method_token;
ALTER TABLE order_instalments DROP COLUMN attempts;
ALTER TABLE order_instalments DROP COLUMN claimed_at;
ALTER TABLE order_instalments DROP COLUMN next_attempt_at;
ALTER TABLE order_instalments DROP COLUMN reminded_at;
ALTER TABLE order_instalments DROP CONSTRAINT order_instalments_status_check;
UPDATE order_instalments SET status = 'scheduled' WHERE status <> 'paid';
ALTER TABLE order_instalments ADD CONSTRAINT order_instalments_status_check CHECK (status IN ('paid', 'scheduled'));
