-- The lab's kit search by a customer's e-mail matched the clients' addresses one by one: at a clinic's size, every
-- client read for one search. Found by the sequential-scan test once it counted a whole index walked with a filter.
CREATE INDEX clients_email_lower ON clients (lower(email));
