-- Support reads the emails sent to one customer's address, newest first, a page at a time (issue 47 item 4).
CREATE INDEX outbox_to_address ON outbox (lower(to_address), created_at DESC, id DESC);
-- A notice that support made a customer a sign-in link is never sent again (the link it speaks of works once):
-- it has its own kind, which the notices queued before this are given.
UPDATE outbox SET kind = 'sign-in-link-notice'
 WHERE kind = 'message' AND subject LIKE 'A % support sign-in link was made for your account';
