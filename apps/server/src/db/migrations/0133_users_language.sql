-- The language a person reads the portal, its e-mails and documents in (issue 51, ADR 064): the one they chose, or
-- the one they last signed in with. NULL until either; the languages themselves are the contract's list, which a
-- new language extends without a migration.
ALTER TABLE users ADD COLUMN language text NULL;
