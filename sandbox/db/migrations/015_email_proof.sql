-- An address joins an account only once the code mailed to it comes back. Until then it
-- waits in pending_email, and its code names the account that asked for it.
ALTER TABLE users ADD COLUMN pending_email text;
ALTER TABLE email_codes ADD COLUMN user_key text;
-- Wrong codes count against the client that sent them (by X-Forwarded-For), so one client's
-- guesses do not spend the owner's code.
ALTER TABLE email_codes ADD COLUMN failures jsonb NOT NULL DEFAULT '{}'::jsonb;
