-- A period owed is charged by the run that holds its claim, until the claim runs out: the instances share the
-- periods owed in batches, and a stopped instance's periods are taken again as soon as its claims run out.
ALTER TABLE subscription_renewals ADD COLUMN claim_id uuid NULL;
ALTER TABLE subscription_renewals ADD COLUMN claimed_until timestamptz NULL;
