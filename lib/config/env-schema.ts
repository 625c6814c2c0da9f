import { z } from 'zod';

export const DEV_SESSION_PASSWORD = 'sandbox-session-password-not-for-production-use-0001';

export const serverEnvSchema = z.object({
  PLATFORM_API_URL: z.url().default('http://127.0.0.1:4010'),
  // collections §7; unset: the platform API's host.
  ASSETS_URL: z.url().optional(),
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  SESSION_PASSWORD: z.string().min(32, 'SESSION_PASSWORD must be at least 32 characters').default(DEV_SESSION_PASSWORD),
  REVALIDATE_SECRET: z.string().min(16).default('sandbox-revalidate-secret'),
  MAILING_LIST_API_URL: z.url().default('http://127.0.0.1:4010/mailing-list'),
  MAILING_LIST_API_KEY: z.string().min(1).default('sandbox-mailing-list-key'),
  MAILING_LIST_ID: z.string().min(1).default('drp-newsletter'),
  SYNTHIA_SERVICE_KEY: z.string().min(16).default('sandbox-synthia-service-key'),
  PLATFORM_SERVICE_KEY: z.string().min(16).default('sandbox-platform-service-key'),
  DISCORD_CLIENT_ID: z.string().min(1).default('sandbox-discord-client'),
  DISCORD_AUTHORIZE_URL: z.url().default('http://127.0.0.1:4010/discord/oauth2/authorize'),
  DISCORD_API_URL: z.url().default('http://127.0.0.1:4010/discord/api'),
  DISCORD_GUILD_ID: z
    .string()
    .regex(/^\d{5,25}$/)
    .default('900000000000000001'),
  // May carry a key the browser must not see.
  RPC_URL: z.url().optional(),
  // Other origins than NEXT_PUBLIC_SITE_URL's: a Discord link comes back to the one it started on (collections §7).
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
  assetsUrl: string;
  sessionPassword: string;
  revalidateSecret: string;
  secureCookies: boolean;
  mailingList: { apiUrl: string; apiKey: string; listId: string };
  synthiaServiceKey: string;
  platformServiceKey: string;
  discord: { clientId: string; authorizeUrl: string; apiUrl: string; guildId: string };
  rpcUrl: string | null;
  siteOrigins: string[];
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

const REQUIRED_IN_PRODUCTION = [
  'PLATFORM_API_URL',
  'SESSION_PASSWORD',
  'REVALIDATE_SECRET',
  'MAILING_LIST_API_URL',
  'MAILING_LIST_API_KEY',
  'MAILING_LIST_ID',
  'SYNTHIA_SERVICE_KEY',
  'PLATFORM_SERVICE_KEY',
  // The sandbox's defaults would send users (and their tokens) to loopback.
  'DISCORD_CLIENT_ID',
  'DISCORD_AUTHORIZE_URL',
  'DISCORD_API_URL',
  'DISCORD_GUILD_ID',
  // platform-core §2: WalletConnect needs a project id.
  'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID',
] as const;

export function isStrictProduction(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' && env.SANDBOX !== '1';
}

/** Throws in strict production on a missing secret, so the server stops at start, not half-configured. */
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
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = serverEnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  // SANDBOX=1 relaxes the production checks, so it must never point at a real platform.
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
