import { DEV_SESSION_PASSWORD, parseServerEnv } from './env-schema';

const PROD_SECRETS = {
  PLATFORM_API_URL: 'https://api.example.com/',
  SESSION_PASSWORD: 'x'.repeat(40),
  REVALIDATE_SECRET: 'r'.repeat(20),
  MAILING_LIST_API_URL: 'https://mail.example.com/3.0',
  MAILING_LIST_API_KEY: 'key',
  MAILING_LIST_ID: 'list',
  SYNTHIA_SERVICE_KEY: 's'.repeat(20),
  PLATFORM_SERVICE_KEY: 'p'.repeat(20),
  DISCORD_CLIENT_ID: '123456789012345678',
  DISCORD_AUTHORIZE_URL: 'https://discord.com/oauth2/authorize',
  DISCORD_API_URL: 'https://discord.com/api',
  DISCORD_GUILD_ID: '123456789012345678',
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'wc-project',
};

describe('parseServerEnv', () => {
  it('talks to the sandbox with no environment at all', () => {
    const config = parseServerEnv({});
    expect(config.platformApiUrl).toBe('http://127.0.0.1:4010');
    expect(config.sessionPassword).toBe(DEV_SESSION_PASSWORD);
    expect(config.secureCookies).toBe(false);
    expect(config.platformTimeoutMs).toBe(5000);
  });

  it('stops a production server that lacks a secret, naming every missing variable', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production' })).toThrow(
      'Missing required environment variables: PLATFORM_API_URL, SESSION_PASSWORD, REVALIDATE_SECRET, MAILING_LIST_API_URL, MAILING_LIST_API_KEY, MAILING_LIST_ID, SYNTHIA_SERVICE_KEY, PLATFORM_SERVICE_KEY, DISCORD_CLIENT_ID, DISCORD_AUTHORIZE_URL, DISCORD_API_URL, DISCORD_GUILD_ID, NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID',
    );
    expect(() => parseServerEnv({ NODE_ENV: 'production', ...PROD_SECRETS, DISCORD_AUTHORIZE_URL: undefined })).toThrow(
      'Missing required environment variable: DISCORD_AUTHORIZE_URL',
    );
    expect(() => parseServerEnv({ NODE_ENV: 'production', ...PROD_SECRETS, NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: '' })).toThrow(
      'Missing required environment variable: NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID',
    );
    expect(() => parseServerEnv({ NODE_ENV: 'production', ...PROD_SECRETS, SESSION_PASSWORD: undefined })).toThrow(
      'Missing required environment variable: SESSION_PASSWORD',
    );
  });

  it('refuses the sandbox session password in production', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production', ...PROD_SECRETS, SESSION_PASSWORD: DEV_SESSION_PASSWORD })).toThrow(
      /SESSION_PASSWORD is the sandbox default/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(parseServerEnv({ PLATFORM_API_URL: '', SESSION_PASSWORD: '' }).platformApiUrl).toBe('http://127.0.0.1:4010');
    expect(() => parseServerEnv({ NODE_ENV: 'production', ...PROD_SECRETS, PLATFORM_API_URL: '' })).toThrow(
      'Missing required environment variable: PLATFORM_API_URL',
    );
  });

  it('names an invalid variable', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production', ...PROD_SECRETS, SESSION_PASSWORD: 'short' })).toThrow(
      'Invalid environment variable SESSION_PASSWORD: SESSION_PASSWORD must be at least 32 characters',
    );
    expect(() => parseServerEnv({ PLATFORM_API_URL: 'not a url' })).toThrow(/Invalid environment variable PLATFORM_API_URL/);
  });

  it('accepts a complete production environment with secure cookies and no trailing slash', () => {
    const config = parseServerEnv({ NODE_ENV: 'production', ...PROD_SECRETS });
    expect(config.platformApiUrl).toBe('https://api.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('lets the sandbox preview (production build, SANDBOX=1) run on defaults', () => {
    const config = parseServerEnv({ NODE_ENV: 'production', SANDBOX: '1' });
    expect(config.platformApiUrl).toBe('http://127.0.0.1:4010');
    expect(config.secureCookies).toBe(false);
  });
});

describe('parseServerEnv guards', () => {
  it('refuses SANDBOX=1 against a platform that is not on this machine', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production', SANDBOX: '1', PLATFORM_API_URL: 'https://api.example.com' })).toThrow(
      /SANDBOX=1 is only for the local sandbox/,
    );
    expect(parseServerEnv({ NODE_ENV: 'production', SANDBOX: '1', PLATFORM_API_URL: 'http://localhost:4010' }).platformApiUrl).toBe('http://localhost:4010');
  });

  it('takes a server-only RPC_URL for chain reads', () => {
    expect(parseServerEnv({}).rpcUrl).toBeNull();
    expect(parseServerEnv({ RPC_URL: 'https://rpc.example/v1/secret' }).rpcUrl).toBe('https://rpc.example/v1/secret');
  });

  it('takes the site’s other origins, refusing anything that is not an origin', () => {
    expect(parseServerEnv({}).siteOrigins).toEqual([]);
    expect(parseServerEnv({ SITE_ORIGINS: 'https://www.drp.example, http://127.0.0.1:3000/' }).siteOrigins).toEqual([
      'https://www.drp.example',
      'http://127.0.0.1:3000',
    ]);
    expect(() => parseServerEnv({ SITE_ORIGINS: 'https://drp.example/path' })).toThrow(/SITE_ORIGINS/);
    expect(() => parseServerEnv({ SITE_ORIGINS: 'javascript:alert(1)' })).toThrow(/SITE_ORIGINS/);
    expect(() => parseServerEnv({ SITE_ORIGINS: 'drp.example' })).toThrow(/SITE_ORIGINS/);
  });
});
