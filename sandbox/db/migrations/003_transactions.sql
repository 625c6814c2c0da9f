CREATE TABLE transactions (
  key text PRIMARY KEY,
  user_key text NOT NULL REFERENCES users(key) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('USD', 'ETH')),
  amount text NOT NULL,
  kind text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'completed',
  tx_hash text,
  created timestamptz NOT NULL DEFAULT now()
);
