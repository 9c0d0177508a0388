-- The browser a session was used from, so a customer can tell their sessions apart.
ALTER TABLE sessions ADD COLUMN user_agent text NULL;
