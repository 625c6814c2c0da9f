-- E-mail codes expire and lock after 5 wrong tries, as the real platform should:
-- a six-digit code cannot be guessed by trying them all.
ALTER TABLE email_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;
