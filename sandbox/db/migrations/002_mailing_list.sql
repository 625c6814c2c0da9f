CREATE TABLE newsletter_members (
  list_id text NOT NULL,
  email text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, email)
);
