-- Raffle entries (drop-pages §3: product_key, wallet_address): one per wallet and item.
CREATE TABLE raffle_entries (
  product_key text NOT NULL REFERENCES items(key) ON DELETE CASCADE,
  wallet_address text NOT NULL,
  user_key text NOT NULL REFERENCES users(key) ON DELETE CASCADE,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_key, wallet_address)
);

-- Items drawn by raffle, and the window in which the platform takes entries.
CREATE TABLE raffles (
  product_key text PRIMARY KEY REFERENCES items(key) ON DELETE CASCADE,
  opens timestamptz NOT NULL,
  closes timestamptz NOT NULL
);

-- Bid records of on-chain auctions (drop-pages §3: bid_info new/old bidder and amount), as the
-- platform indexes them from the auction contract's events.
CREATE TABLE auction_bids (
  id serial PRIMARY KEY,
  contract_address text NOT NULL,
  token_id text NOT NULL,
  salt text NOT NULL,
  new_bidder text NOT NULL,
  new_amount text NOT NULL,
  old_bidder text,
  old_amount text,
  block_number bigint NOT NULL,
  created timestamptz NOT NULL
);
CREATE INDEX auction_bids_item ON auction_bids (contract_address, token_id, salt, block_number DESC);
