-- The language the signer read the agreement in (issue 51): one version is the same text in every language, and the
-- signed copy says which one was read. NULL for signatures made before it was kept.
ALTER TABLE signed_documents ADD COLUMN language text NULL;
