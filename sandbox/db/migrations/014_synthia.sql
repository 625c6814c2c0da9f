-- The key collection's whitelist (collections §3: a wallet's max_amount) and the chat-platform
-- subscriptions (discord id, wallet, start and expiry in unix seconds, the signed message).
CREATE TABLE synthia_whitelist (
  address text PRIMARY KEY,
  max_amount integer NOT NULL CHECK (max_amount > 0)
);

CREATE TABLE synthia_subscriptions (
  discord_id text PRIMARY KEY,
  wallet_address text NOT NULL,
  subscription_start bigint NOT NULL,
  expiration_date bigint NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  updated timestamptz NOT NULL DEFAULT now()
);
