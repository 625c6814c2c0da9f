-- Drop items a user owns on the platform's books (bought by card, won in a draw): the profile's
-- "drop items" (GET /users/{key}/item/owned), shown only to users with a verified e-mail.
CREATE TABLE item_owners (
  user_key text NOT NULL REFERENCES users(key) ON DELETE CASCADE,
  item_key text NOT NULL REFERENCES items(key) ON DELETE CASCADE,
  acquired timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_key, item_key)
);
