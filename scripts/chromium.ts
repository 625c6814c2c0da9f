import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser the tests and benches drive: CHROMIUM_PATH, else Debian's headless shell, else its chromium (scripts/system-deps.mjs installs one). */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
