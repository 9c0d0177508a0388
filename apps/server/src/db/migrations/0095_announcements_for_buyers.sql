-- An announcement about buying or shipping (holiday shipping times, a sale) is for those who can buy: an account
-- holder. A partner on the account reads the holder's results and cannot buy, so it is never shown one.
ALTER TABLE announcements ADD COLUMN for_buyers boolean NOT NULL DEFAULT false;
