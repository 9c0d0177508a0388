-- Support reads the emails sent to one customer's address, newest first, a page at a time (issue 47 item 4).
CREATE INDEX outbox_to_address ON outbox (lower(to_address), created_at DESC, id DESC);
