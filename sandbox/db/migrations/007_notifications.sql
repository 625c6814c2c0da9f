-- Drop notification requests (drop-pages §3: email, drop_key; the answer has key): one per e-mail and drop.
CREATE TABLE notifications (
  key text PRIMARY KEY,
  email text NOT NULL,
  drop_key text NOT NULL REFERENCES drops(key) ON DELETE CASCADE,
  user_key text NOT NULL REFERENCES users(key) ON DELETE CASCADE,
  created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, drop_key)
);
