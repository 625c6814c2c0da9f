import { sandboxSiteEnv } from './site-env';

describe('sandboxSiteEnv', () => {
  it('sends every service call to the ports the sandbox was started on', () => {
    const env = sandboxSiteEnv({}, { site: 3100, api: 4110, devnet: 8645 });
    expect(env).toMatchObject({
      PORT: '3100',
      PLATFORM_API_URL: 'http://127.0.0.1:4110',
      MAILING_LIST_API_URL: 'http://127.0.0.1:4110/mailing-list',
      DISCORD_AUTHORIZE_URL: 'http://127.0.0.1:4110/discord/oauth2/authorize',
      DISCORD_API_URL: 'http://127.0.0.1:4110/discord/api',
      NEXT_PUBLIC_RPC_URL: 'http://127.0.0.1:8645',
    });
  });

  it('keeps what the environment sets itself', () => {
    const env = sandboxSiteEnv({ MAILING_LIST_API_URL: 'https://list.example/3.0' }, { site: 3000, api: 4010, devnet: 8545 });
    expect(env.MAILING_LIST_API_URL).toBe('https://list.example/3.0');
    expect(env.NEXT_PUBLIC_RPC_URL).toBeUndefined();
  });
});
