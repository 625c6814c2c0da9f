-- When the wallet's nonce text was issued: the connect call answers the same text while it is
-- unused and younger than an hour, so nobody can replace the text the owner is signing.
ALTER TABLE users ADD COLUMN nonce_issued timestamptz;
