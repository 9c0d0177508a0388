-- The clinic's announcements and recommendations in the languages its customers read (issue 51, ADR 067): the English
-- stays in title and body (what the clinic wrote first, and what a reader gets where no translation was written);
-- each other language's words are kept by language, {"es": {"title": "…", "body": "…"}}, so a new language is
-- written without a migration.
ALTER TABLE announcements ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE recommendations ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
