import { z } from 'zod';

/** A dev-only session password: long enough for iron-session, never accepted in production. */
export const DEV_SESSION_PASSWORD = 'sandbox-session-password-not-for-production-use-0001';

export const serverEnvSchema = z.object({
  PLATFORM_API_URL: z.url().default('http://127.0.0.1:4010'),
  // The assets host the platform's pictures are served from (collections §7); unset: the platform API's own host.
  ASSETS_URL: z.url().optional(),
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  SESSION_PASSWORD: z.string().min(32, 'SESSION_PASSWORD must be at least 32 characters').default(DEV_SESSION_PASSWORD),
  REVALIDATE_SECRET: z.string().min(16).default('sandbox-revalidate-secret'),
  MAILING_LIST_API_URL: z.url().default('http://127.0.0.1:4010/mailing-list'),
  MAILING_LIST_API_KEY: z.string().min(1).default('sandbox-mailing-list-key'),
  MAILING_LIST_ID: z.string().min(1).default('drp-newsletter'),
  // The platform's service key for the key collection's whitelist signatures (collections §7).
  SYNTHIA_SERVICE_KEY: z.string().min(16).default('sandbox-synthia-service-key'),
  // The platform's service credential for what only the site's server may read (tear data: issue 44).
  PLATFORM_SERVICE_KEY: z.string().min(16).default('sandbox-platform-service-key'),
  // The Discord application (platform-core §7: identify and guilds scopes); the platform holds its secret.
  DISCORD_CLIENT_ID: z.string().min(1).default('sandbox-discord-client'),
  DISCORD_AUTHORIZE_URL: z.url().default('http://127.0.0.1:4010/discord/oauth2/authorize'),
  // Discord's API (identity and the guild check with the user's token) and the community's guild.
  DISCORD_API_URL: z.url().default('http://127.0.0.1:4010/discord/api'),
  DISCORD_GUILD_ID: z
    .string()
    .regex(/^\d{5,25}$/)
    .default('900000000000000001'),
  // The server's own RPC for chain reads (may carry a key the browser must not see).
  RPC_URL: z.url().optional(),
  // Other origins the site is served at besides NEXT_PUBLIC_SITE_URL's (comma-separated, e.g.
  // https://www.drp.example): a Discord link started on one comes back to it (collections §7).
  SITE_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const o of origins) {
        const url = URL.canParse(o) ? new URL(o) : null;
        if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== o.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `${o} is not an origin (scheme, host and port only)` });
          return z.NEVER;
        }
      }
      return origins.map((o) => new URL(o).origin);
    }),
});

export type ServerConfig = {
  platformApiUrl: string;
  platformTimeoutMs: number;
  /** Where token pictures live (nfts/{contract}/images/main/{id}.jpg). */
  assetsUrl: string;
  sessionPassword: string;
  revalidateSecret: string;
  secureCookies: boolean;
  mailingList: { apiUrl: string; apiKey: string; listId: string };
  synthiaServiceKey: string;
  platformServiceKey: string;
  discord: { clientId: string; authorizeUrl: string; apiUrl: string; guildId: string };
  /** RPC_URL, or null: server reads then use the public NEXT_PUBLIC_RPC_URL. */
  rpcUrl: string | null;
  /** SITE_ORIGINS: the site's other origins (the site URL's own is the public config's). */
  siteOrigins: string[];
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Variables that have a sandbox default but must be set explicitly in production. */
const REQUIRED_IN_PRODUCTION = [
  'PLATFORM_API_URL',
  'SESSION_PASSWORD',
  'REVALIDATE_SECRET',
  'MAILING_LIST_API_URL',
  'MAILING_LIST_API_KEY',
  'MAILING_LIST_ID',
  'SYNTHIA_SERVICE_KEY',
  'PLATFORM_SERVICE_KEY',
  // Discord's API, OAuth app and the community's guild: the sandbox's defaults would send users (and
  // their tokens) to loopback.
  'DISCORD_CLIENT_ID',
  'DISCORD_AUTHORIZE_URL',
  'DISCORD_API_URL',
  'DISCORD_GUILD_ID',
  // The wallet modal offers WalletConnect (platform-core §2); it cannot work without a project id.
  'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID',
] as const;

export function isStrictProduction(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' && env.SANDBOX !== '1';
}

/**
 * Parses the server environment. In production (and not the sandbox preview) a missing secret
 * throws an error naming the variable, so the server stops at start instead of running half-configured.
 */
export function parseServerEnv(env: Record<string, string | undefined>): ServerConfig {
  const strict = isStrictProduction(env);
  if (strict) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(`Missing required environment variable${missing.length > 1 ? 's' : ''}: ${missing.join(', ')} (see .env.example)`);
    }
    if (env.SESSION_PASSWORD === DEV_SESSION_PASSWORD) {
      throw new Error('SESSION_PASSWORD is the sandbox default; set a secret of at least 32 characters');
    }
  }
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = serverEnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  // SANDBOX=1 relaxes the production checks for the local preview; it must never point at a real platform.
  if (env.SANDBOX === '1' && !LOOPBACK_HOSTS.has(new URL(e.PLATFORM_API_URL).hostname)) {
    throw new Error('SANDBOX=1 is only for the local sandbox: PLATFORM_API_URL must be a loopback address (127.0.0.1 or localhost)');
  }
  return {
    platformApiUrl: e.PLATFORM_API_URL.replace(/\/$/, ''),
    platformTimeoutMs: e.PLATFORM_TIMEOUT_MS,
    assetsUrl: (e.ASSETS_URL ?? e.PLATFORM_API_URL).replace(/\/$/, ''),
    sessionPassword: e.SESSION_PASSWORD,
    revalidateSecret: e.REVALIDATE_SECRET,
    secureCookies: strict,
    mailingList: { apiUrl: e.MAILING_LIST_API_URL.replace(/\/$/, ''), apiKey: e.MAILING_LIST_API_KEY, listId: e.MAILING_LIST_ID },
    synthiaServiceKey: e.SYNTHIA_SERVICE_KEY,
    platformServiceKey: e.PLATFORM_SERVICE_KEY,
    discord: {
      clientId: e.DISCORD_CLIENT_ID,
      authorizeUrl: e.DISCORD_AUTHORIZE_URL,
      apiUrl: e.DISCORD_API_URL.replace(/\/$/, ''),
      guildId: e.DISCORD_GUILD_ID,
    },
    rpcUrl: e.RPC_URL ?? null,
    siteOrigins: e.SITE_ORIGINS,
  };
}
