-- Bids the stand-in indexes from the devnet auction's BidPlaced events: each log once (its
-- transaction and position), so a replayed block range adds nothing. Seeded history has neither.
ALTER TABLE auction_bids ADD COLUMN tx_hash text;
ALTER TABLE auction_bids ADD COLUMN log_index integer;
CREATE UNIQUE INDEX auction_bids_log ON auction_bids (tx_hash, log_index) WHERE tx_hash IS NOT NULL;
