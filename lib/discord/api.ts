import 'server-only';
import { z } from 'zod';
import { serverConfig } from '@/lib/config/server';

// The platform's exchange (collections §7) answers only tokens; identity and guild come from Discord.
const TIMEOUT_MS = 5000;

async function discordGet<S extends z.ZodType>(path: string, accessToken: string, schema: S): Promise<z.output<S>> {
  const res = await fetch(`${serverConfig().discord.apiUrl}${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Discord answered ${res.status} to ${path}`);
  return schema.parse(await res.json());
}

const identitySchema = z.object({ id: z.string().regex(/^\d{5,25}$/), username: z.string().max(64) });
const guildsSchema = z.array(z.object({ id: z.string() }).loose()).max(500);

export function discordIdentity(accessToken: string) {
  return discordGet('/users/@me', accessToken, identitySchema);
}

export async function discordInGuild(accessToken: string): Promise<boolean> {
  const guilds = await discordGet('/users/@me/guilds', accessToken, guildsSchema);
  return guilds.some((g) => g.id === serverConfig().discord.guildId);
}
