CREATE TABLE users (
  key text PRIMARY KEY,
  firstname text NOT NULL DEFAULT '',
  lastname text NOT NULL DEFAULT '',
  username text UNIQUE,
  email text UNIQUE,
  password_hash text,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'artist', 'admin')),
  avatar jsonb,
  banner jsonb,
  bio text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  social_twitter text NOT NULL DEFAULT '',
  social_instagram text NOT NULL DEFAULT '',
  social_site text NOT NULL DEFAULT '',
  social_facebook text NOT NULL DEFAULT '',
  social_discord text NOT NULL DEFAULT '',
  social_clubhouse text NOT NULL DEFAULT '',
  nonce_text text,
  email_verified boolean NOT NULL DEFAULT false,
  wallet_address text UNIQUE,
  discord_id text,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_tokens (
  token text PRIMARY KEY,
  user_key text NOT NULL REFERENCES users(key) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE TABLE email_codes (
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  code text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, purpose)
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  email text NOT NULL,
  subject text NOT NULL,
  code text,
  link text,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE files (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE artists (
  key text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  tag_line text NOT NULL DEFAULT '',
  info text NOT NULL DEFAULT '',
  cover jsonb,
  avatar jsonb,
  social jsonb NOT NULL DEFAULT '{}',
  url_website text NOT NULL DEFAULT '',
  nav_key text UNIQUE,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE drops (
  key text PRIMARY KEY,
  title text NOT NULL,
  artist_key text REFERENCES artists(key),
  description text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  cover jsonb,
  drop_mode text,
  link text,
  text_button text,
  tethered boolean NOT NULL DEFAULT false,
  hidden_launch boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  project boolean NOT NULL DEFAULT false,
  nav_key text UNIQUE,
  release_date timestamptz NOT NULL,
  end_date timestamptz,
  auction_start timestamptz,
  auction_end timestamptz
);

CREATE TABLE items (
  key text PRIMARY KEY,
  drop_key text NOT NULL REFERENCES drops(key) ON DELETE CASCADE,
  title text NOT NULL,
  contract_address text,
  currency text NOT NULL DEFAULT 'ETH',
  drop_type text NOT NULL DEFAULT 'nft',
  price text,
  price_reserve text,
  cover jsonb,
  edition text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  item_type text NOT NULL DEFAULT 'Limited Edition',
  cta_button text NOT NULL DEFAULT 'Buy Now',
  blur boolean NOT NULL DEFAULT false,
  position int NOT NULL DEFAULT 0,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE articles (
  key text PRIMARY KEY,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  cover jsonb,
  artist_key text REFERENCES artists(key),
  drop_key text REFERENCES drops(key),
  user_brief text NOT NULL DEFAULT '',
  cta_text text NOT NULL DEFAULT '',
  nav_key text UNIQUE,
  home boolean NOT NULL DEFAULT true,
  gated boolean NOT NULL DEFAULT false,
  contract_type text CHECK (contract_type IN ('ERC721', 'ERC1155')),
  contract_address text,
  opensea_link text,
  n_tokens text,
  gated_summary text,
  modified timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
