import { parseServerEnv } from './lib/config/env-schema';

// A missing or invalid secret stops the server at start with a message naming the variable,
// instead of a server that fails on the first request.
try {
  parseServerEnv(process.env);
} catch (err) {
  console.error(`\n${(err as Error).message}\n`);
  process.exit(1);
}
