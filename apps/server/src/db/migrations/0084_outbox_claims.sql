-- A queued message is sent by the run that holds its claim, until the claim's lease runs out (renewed while the run
-- lives): two runs never send it at once, and only the run holding it marks it sent. A run whose worker died lets
-- its claim lapse, and the run that takes its job over claims the message again.
ALTER TABLE outbox ADD COLUMN claim_id text NULL;
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz NULL;
