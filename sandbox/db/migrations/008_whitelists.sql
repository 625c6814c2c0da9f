-- The tethered mint's whitelist (drop-pages §3: address, allocated, hash): the entry starting at
-- token index `token_index` gives its wallet `allocated` editions. The hash (the platform signer's
-- signature) is made when the entry is read, for the contract it is read for.
CREATE TABLE snipe_whitelist (
  token_index integer PRIMARY KEY CHECK (token_index > 0),
  address text NOT NULL UNIQUE,
  allocated integer NOT NULL CHECK (allocated > 0)
);
