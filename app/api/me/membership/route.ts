import { NextResponse } from 'next/server';
import { withUser } from '@/app/_lib/http/with-user';
import { jsonError } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { getSession } from '@/app/_lib/session/session';
import { ownedTokensOf } from '@/app/users/_lib/owned-tokens';
import { erc1155BalanceAbi } from '@/contracts/erc';
import { completionOf } from '@/lib/accounts/profile-completion';
import { chainRead, readChain } from '@/lib/chain/server';
import { LAYERS_CONTRACTS } from '@/lib/drops/layers/contracts';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { userHref } from '@/lib/links';
import { getOwnedItems, getUser } from '@/lib/platform/users';
import { qualifyingHolding } from '@/lib/profile/eligibility';
import { MEMBERSHIP_TOKEN, membershipEligibility } from '@/lib/profile/membership';

/** Reads the session's proven wallet; it informs and gates nothing. Never cached. */
export async function GET(req: Request) {
  const gate = await rateLimit(req, RATE_LIMITS.membershipEligibility);
  if (gate.response) return gate.response;
  return withUser(async ({ token, userKey }) => {
    const { address } = await getSession();
    if (!address) return jsonError(403, 'Connect Wallet to View');
    const wallet = address as `0x${string}`;
    const [user, owned, items, chain] = await Promise.all([
      getUser(userKey, token),
      ownedTokensOf(userKey, wallet),
      getOwnedItems(userKey).catch(() => []),
      MEMBERSHIP_TOKEN.address
        ? readChain(
            {
              membership: chainRead(
                { address: MEMBERSHIP_TOKEN.address, abi: erc1155BalanceAbi, functionName: 'balanceOf', args: [wallet, MEMBERSHIP_TOKEN.tokenId] },
                0n,
              ),
            },
            { ttlMs: 0 },
          )
        : { membership: 0n },
    ]);
    const completion = completionOf(user);
    const excluded = [LAYERS_CONTRACTS.tears.address].filter((a): a is `0x${string}` => a !== null);
    const state = membershipEligibility({
      loading: false,
      profile: user,
      holdsMembership: chain.membership > 0n,
      holdsQualifying: qualifyingHolding(owned, items.length, excluded),
    });
    return NextResponse.json(
      {
        state,
        completeHref: `/users/update${completion.dialog ? `?dialog=${completion.dialog}` : ''}`,
        tokenHref: MEMBERSHIP_TOKEN.address ? `/users/membership/${MEMBERSHIP_TOKEN.address.toLowerCase()}/${MEMBERSHIP_TOKEN.tokenId}` : null,
        profileHref: userHref(user.username || userKey),
      },
      { headers: { 'cache-control': 'private, no-store' } },
    );
  });
}
