-- When a user first chose a password from an emailed link, and first signed in, kept on the user: the used links
-- and the sessions that showed it are deleted 30 days after they expire (log retention), and a partner who has
-- been active for months must not read as invited again. Filled from the rows still kept.
ALTER TABLE users ADD COLUMN password_chosen_at timestamptz NULL;
ALTER TABLE users ADD COLUMN first_signed_in_at timestamptz NULL;
UPDATE users u SET
  password_chosen_at = (SELECT min(r.used_at) FROM password_resets r WHERE r.user_id = u.id AND r.used_at >= u.created_at),
  first_signed_in_at = (SELECT min(s.created_at) FROM sessions s WHERE s.user_id = u.id AND s.created_at >= u.created_at);
