-- A plan renews every N months or years: six-month plans every 6 months, ten-year plans every 10 years.
ALTER TABLE products ADD COLUMN subscription_repeats_every integer NOT NULL DEFAULT 1 CHECK (subscription_repeats_every > 0);
ALTER TABLE subscriptions ADD COLUMN repeats_every integer NOT NULL DEFAULT 1 CHECK (repeats_every > 0);
