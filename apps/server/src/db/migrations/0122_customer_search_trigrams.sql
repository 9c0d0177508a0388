-- Support finds a customer by part of a name or an email address (issue 47 item 4): `LIKE '%…%'` over users,
-- which at a clinic's size (100,000 customers) read the whole table on every search. Trigram indexes (pg_trgm, an
-- extension PostgreSQL trusts a database's owner to create) serve such a search from the index. The embedded
-- database has no pg_trgm: there the extension is skipped and the search reads users in full, as before, which
-- at the embedded database's size is quick (ADR 054).
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): customer search reads users in full', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX users_client_email_trigrams ON users USING gin (lower(email) gin_trgm_ops) WHERE role = 'client';
    CREATE INDEX users_client_name_trigrams ON users
      USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops) WHERE role = 'client';
  END IF;
END
$$;
