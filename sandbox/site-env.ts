/**
 * The site's environment under the sandbox: every service URL follows the ports the sandbox was
 * started on (PORT, PLATFORM_API_PORT, DEVNET_PORT), the mailing list's and Discord's stand-ins too.
 * What the caller's environment sets itself is kept.
 */
export function sandboxSiteEnv(
  base: Record<string, string | undefined>,
  ports: { site: number; api: number; devnet: number },
): Record<string, string | undefined> {
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const env: Record<string, string | undefined> = { ...base, PORT: String(ports.site), PLATFORM_API_URL: apiUrl, SANDBOX: '1' };
  env.MAILING_LIST_API_URL ??= `${apiUrl}/mailing-list`;
  env.DISCORD_AUTHORIZE_URL ??= `${apiUrl}/discord/oauth2/authorize`;
  env.DISCORD_API_URL ??= `${apiUrl}/discord/api`;
  if (ports.devnet !== 8545) env.NEXT_PUBLIC_RPC_URL ??= `http://127.0.0.1:${ports.devnet}`;
  return env;
}
