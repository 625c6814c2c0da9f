-- The layers burn's shipping forms (collections §3): where the platform sends the prints of a burn.
CREATE TABLE layers_shipping (
  id serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  address text NOT NULL,
  zip_code text NOT NULL,
  country text NOT NULL,
  need_invoice boolean NOT NULL DEFAULT false,
  tax_id text NOT NULL DEFAULT '',
  txn_hash text NOT NULL UNIQUE,
  type integer NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
