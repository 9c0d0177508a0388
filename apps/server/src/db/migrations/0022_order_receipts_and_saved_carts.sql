-- The browser that placed an order, signed in or not, reads its confirmation by order number with a receipt
-- cookie: only the hash of the cookie's token is kept, as with sessions.
ALTER TABLE orders ADD COLUMN receipt_token_hash text NULL;

-- Placing an order empties the carts saved for the buyer's email (checkout drafts), found by this index.
CREATE INDEX checkout_intents_email ON checkout_intents (lower(email));
