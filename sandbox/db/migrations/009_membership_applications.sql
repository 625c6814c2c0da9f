-- Membership applications from drop pages (drop-pages §3: name, email, social link, reason; the
-- reason only in the video mode): one per e-mail.
CREATE TABLE membership_applications (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  social_link text NOT NULL,
  reason text,
  created timestamptz NOT NULL DEFAULT now()
);
