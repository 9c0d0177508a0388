-- Customer numbers come from a sequence, each position enciphered within the customer numbers' range by a key of
-- the database's own (ADR 043): a position is drawn once, so two customers never share a number, and the key keeps
-- one customer's number from telling another's. Existing customers keep their numbers; a position whose number an
-- earlier, randomly drawn customer already holds is passed over.
CREATE SEQUENCE client_number_positions AS bigint MINVALUE 0 START WITH 0;

CREATE TABLE client_number_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  key bytea NOT NULL CHECK (length(key) = 32)
);

-- 32 bytes from two random UUIDs (244 random bits), drawn by the database's strong random source.
INSERT INTO client_number_keys (id, key)
VALUES (1, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));
