/**
 * The devnet's contracts: what the sandbox deploys, with what constructor arguments, and which demo
 * wallet holds what. A new drop adds its contract's name at the end of DEPLOY_ORDER (./deploy-order.ts:
 * the order fixes each address), its entry here, and runs `npm run contracts:deployments`, which
 * writes its address to contracts/deployments/<Name>.ts for the drop's config to import; the
 * sandbox refuses to deploy while a file is stale.
 */
import { parseEther, type Abi, type ContractFunctionArgs, type ContractFunctionName, type Hex } from 'viem';

const HOUR = 3600;
const DAY = 86_400;
import { blackFeatherAbi, blackFeatherBytecode } from '../contracts/generated/BlackFeather';
import { artistTokenAbi, artistTokenBytecode } from '../contracts/generated/ArtistToken';
import { memberTokenAbi, memberTokenBytecode } from '../contracts/generated/MemberToken';
import { desiccationEditionsAbi, desiccationEditionsBytecode } from '../contracts/generated/DesiccationEditions';
import { DESICCATION_EDITIONS } from '../lib/drops/desiccation/config';
import { bullsPowerTetheredAbi, bullsPowerTetheredBytecode } from '../contracts/generated/BullsPowerTethered';
import { englishAuctionAbi, englishAuctionBytecode } from '../contracts/generated/EnglishAuction';
import { FLOATING_AUCTION } from '../lib/drops/eve/auction';
import { ARTIST_TOKEN, MEMBER_TOKEN } from '../lib/drops/membership/config';
import { lushsuxVRAbi, lushsuxVRBytecode } from '../contracts/generated/LushsuxVR';
import { lushsuxVR002Abi, lushsuxVR002Bytecode } from '../contracts/generated/LushsuxVR002';
import { foundingMemberTokenAbi, foundingMemberTokenBytecode } from '../contracts/generated/FoundingMemberToken';
import { jokerPrintClaimAbi, jokerPrintClaimBytecode } from '../contracts/generated/JokerPrintClaim';
import { FOUNDING_TOKEN } from '../lib/drops/founding/config';
import { eveEditionsAbi, eveEditionsBytecode } from '../contracts/generated/EveEditions';
import { vhilsSourceAbi, vhilsSourceBytecode } from '../contracts/generated/VhilsSource';
import { vhilsBurnAbi, vhilsBurnBytecode } from '../contracts/generated/VhilsBurn';
import { BURN } from '../lib/drops/burn/config';
import { membershipTokenAbi, membershipTokenBytecode } from '../contracts/generated/MembershipToken';
import { vhilsLayersAbi, vhilsLayersBytecode } from '../contracts/generated/VhilsLayers';
import { vhilsTearsAbi, vhilsTearsBytecode } from '../contracts/generated/VhilsTears';
import { vhilsTearUseAbi, vhilsTearUseBytecode } from '../contracts/generated/VhilsTearUse';
import { vhilsStakingAbi, vhilsStakingBytecode } from '../contracts/generated/VhilsStaking';
import { vhilsTearClaimAbi, vhilsTearClaimBytecode } from '../contracts/generated/VhilsTearClaim';
import { vhilsLayersBurnAbi, vhilsLayersBurnBytecode } from '../contracts/generated/VhilsLayersBurn';
import { LAYERS_CONTRACTS as L } from '../lib/drops/layers/contracts';
import { synthiaKeysAbi, synthiaKeysBytecode } from '../contracts/generated/SynthiaKeys';
import { SYNTHIA } from '../lib/drops/synthia/config';
import { devnetAccount, PLATFORM_SIGNER } from './accounts';
import { DEPLOY_ORDER, type DeployName } from './deploy-order';

/** A write from the deployer that seeds a holding, with the line the README's table shows for it. */
export type Holding = { functionName: string; args: readonly unknown[]; value?: bigint; note: string };

export type DevnetContract = {
  abi: Abi;
  bytecode: Hex;
  args: readonly unknown[];
  holdings: readonly Holding[];
};

/** Ties an entry's arguments and holdings to its ABI, so a typo fails the type check. */
function contract<const A extends Abi>(entry: {
  abi: A;
  bytecode: Hex;
  args: readonly unknown[];
  holdings: ReadonlyArray<
    {
      [F in ContractFunctionName<A, 'nonpayable' | 'payable'>]: {
        functionName: F;
        args: ContractFunctionArgs<A, 'nonpayable' | 'payable', F>;
        value?: bigint;
        note: string;
      };
    }[ContractFunctionName<A, 'nonpayable' | 'payable'>]
  >;
}): DevnetContract {
  return entry as unknown as DevnetContract;
}

/** Every contract of DEPLOY_ORDER, by name (the type check fails on a missing or an extra one). */
export const DEVNET_CONTRACTS: { readonly [N in DeployName]: DevnetContract } = {
  BlackFeather: contract({
    abi: blackFeatherAbi,
    bytecode: blackFeatherBytecode,
    args: ['http://127.0.0.1/metadata/blackfeather/{id}.json', true],
    holdings: [
      { functionName: 'teamMint', args: [devnetAccount(9).address, 12n], note: 'account #9 holds 12 Black Feathers (the minted counter starts at 12)' },
    ],
  }),
  MemberToken: contract({
    abi: memberTokenAbi,
    bytecode: memberTokenBytecode,
    args: [],
    holdings: [
      {
        functionName: 'teamMint',
        args: [devnetAccount(8).address, 5n],
        note: 'account #8 holds member tokens no. 1–5 (tier 1; enough for the 5+ VR-002 edition)',
      },
      {
        functionName: 'teamMint',
        args: [devnetAccount(9).address, 10n],
        note: 'account #9 holds member tokens no. 6–15 (tier 1; enough for every VR-002 edition)',
      },
      { functionName: 'teamMint', args: [devnetAccount(5).address, 1n], note: 'account #5 holds member token no. 16 (tier 1; only the VR-002 edition of 50)' },
    ],
  }),
  ArtistToken: contract({
    abi: artistTokenAbi,
    bytecode: artistTokenBytecode,
    args: ['http://127.0.0.1/metadata/artist/{id}.json'],
    holdings: [
      { functionName: 'teamMint', args: [devnetAccount(8).address, ARTIST_TOKEN.lushsuxId, 1n], note: 'account #8 holds 1 lushsux artist token (id 1)' },
      { functionName: 'teamMint', args: [devnetAccount(8).address, 4n, 1n], note: 'account #8 holds 1 artist token id 4 (eligible for the June 2022 draw)' },
      { functionName: 'teamMint', args: [devnetAccount(9).address, 6n, 3n], note: 'account #9 holds 3 artist tokens id 6 …' },
      { functionName: 'teamMint', args: [devnetAccount(9).address, 7n, 1n], note: '… and 1 of id 7: 4 of ids 6+7, one short of the June 2022 draw' },
    ],
  }),
  DesiccationEditions: contract({
    abi: desiccationEditionsAbi,
    bytecode: desiccationEditionsBytecode,
    args: [
      'http://127.0.0.1/metadata/desiccation/{id}.json',
      MEMBER_TOKEN.devnetAddress,
      DESICCATION_EDITIONS.map((e) => e.tokenId),
      DESICCATION_EDITIONS.map((e) => e.price),
      DESICCATION_EDITIONS.map((e) => e.size),
      DESICCATION_EDITIONS.map((e) => BigInt(Math.floor(e.opens.getTime() / 1000))),
    ],
    holdings: [
      {
        functionName: 'teamMint',
        args: [devnetAccount(9).address, 1n, 25n],
        note: 'account #9 holds all 25 Mermaid editions (Desiccation token 1: Sold Out, "Mint Ended")',
      },
    ],
  }),
  BullsPowerTethered: contract({
    abi: bullsPowerTetheredAbi,
    bytecode: bullsPowerTetheredBytecode,
    // The platform stand-in signs the whitelist entries (sandbox/api/routes/whitelists.ts).
    args: [PLATFORM_SIGNER.address],
    holdings: [],
  }),
  EnglishAuction: contract({
    abi: englishAuctionAbi,
    bytecode: englishAuctionBytecode,
    args: [ARTIST_TOKEN.devnetAddress, FLOATING_AUCTION.artistTokenId, MEMBER_TOKEN.devnetAddress],
    holdings: [
      {
        functionName: 'createAuction',
        args: [
          FLOATING_AUCTION.tokenId,
          FLOATING_AUCTION.salt,
          FLOATING_AUCTION.reservePrice,
          FLOATING_AUCTION.minimalBidGap,
          FLOATING_AUCTION.windowTime,
          BigInt(Math.floor(FLOATING_AUCTION.opensAt.getTime() / 1000)),
          // Live from the sandbox's start: it opened as announced and ends three days after the start.
          BigInt(Math.floor(Date.now() / 1000) + 3 * 86_400),
        ],
        note: 'the Floating auction (Eve of Revolution): opened 23 June 2022 6pm EST, reserve 0.1, gap 0.1, ends three days after the sandbox starts; #8 and #9 may bid (member tokens), #7 may not',
      },
    ],
  }),
  LushsuxVR: contract({
    abi: lushsuxVRAbi,
    bytecode: lushsuxVRBytecode,
    args: ['http://127.0.0.1/metadata/lushsux-vr/{id}.json'],
    holdings: [
      { functionName: 'teamMint', args: [devnetAccount(0).address, 1n, 100n], note: 'VR-001: all 100 of the closed edition minted (Sold Out)' },
      { functionName: 'setEligible', args: [2n, [devnetAccount(8).address], true], note: 'VR-001: #8 may claim the tethered print (0.1 ETH)' },
      {
        functionName: 'setEligible',
        args: [4n, [devnetAccount(8).address, devnetAccount(9).address], true],
        note: 'VR-001: #8 and #9 may claim the holders’ draw NFT (free); #7 may claim neither',
      },
    ],
  }),
  LushsuxVR002: contract({
    abi: lushsuxVR002Abi,
    bytecode: lushsuxVR002Bytecode,
    args: ['http://127.0.0.1/metadata/lushsux-vr002/{id}.json', MEMBER_TOKEN.devnetAddress],
    holdings: [],
  }),
  FoundingMemberToken: contract({
    abi: foundingMemberTokenAbi,
    bytecode: foundingMemberTokenBytecode,
    args: ['http://127.0.0.1/metadata/founding/{id}.json', BigInt(FOUNDING_TOKEN.saleEnds.getTime() / 1000)],
    holdings: [
      { functionName: 'teamMint', args: [devnetAccount(0).address, FOUNDING_TOKEN.edition], note: 'the founding member token: all 2,000 claimed (Sold Out)' },
    ],
  }),
  JokerPrintClaim: contract({
    abi: jokerPrintClaimAbi,
    bytecode: jokerPrintClaimBytecode,
    args: [true],
    holdings: [
      {
        functionName: 'teamClaim',
        args: [devnetAccount(9).address, 1n],
        note: 'the Joker print claim: print #1 claimed by #9 ("Already Claimed"); #2–#150 open at 0.5 ETH',
      },
    ],
  }),
  EveEditions: contract({
    abi: eveEditionsAbi,
    bytecode: eveEditionsBytecode,
    args: [],
    // The June 2022 windows are history and the devnet's clock only moves forward: its public mints
    // run around the sandbox's start instead (the page reads each window from the contract).
    holdings: [
      eveToken(0n, true, '1', '2', -HOUR, 7 * DAY, 'Eve of Revolution: public, 2 ETH, 1 edition, open for 7 days'),
      eveToken(1n, true, '25', '0.08', -HOUR, 7 * DAY, 'Barricade: public, 0.08 ETH, 25 editions, open for 7 days'),
      eveToken(2n, false, '5', '0.3', -HOUR, 7 * DAY, 'Crowd: not public ("Public Mint Inactive")'),
      eveToken(3n, true, '10000', '0', -HOUR, 3 * DAY, 'Poster: free open edition for 3 days ("Free Mint Ended" after)'),
      eveToken(4n, true, '10000', '0', 2 * DAY, 5 * DAY, 'Anthem: free open edition from 2 days after the start (a dated "Public Mint")'),
    ],
  }),
  EveStoryboard: contract({
    abi: eveEditionsAbi,
    bytecode: eveEditionsBytecode,
    args: [],
    holdings: [eveToken(1n, true, '10', '0.05', -HOUR, 7 * DAY, 'Storyboard 1 (the second contract): public, 0.05 ETH, 10 editions, open for 7 days')],
  }),
  VhilsSource: contract({
    abi: vhilsSourceAbi,
    bytecode: vhilsSourceBytecode,
    args: [],
    holdings: [
      {
        functionName: 'teamMint',
        args: [devnetAccount(8).address, [1n, 2n, 3n, 1n]],
        note: 'the burn: #8 holds 4 source tokens (nos. 1–4, source ids 1, 2, 3, 1)',
      },
      { functionName: 'teamMint', args: [devnetAccount(9).address, [2n, 3n]], note: 'the burn: #9 holds 2 (nos. 5–6): "Not Enough Tokens"' },
    ],
  }),
  VhilsBurn: contract({
    abi: vhilsBurnAbi,
    bytecode: vhilsBurnBytecode,
    args: ['http://127.0.0.1/metadata/vhilsburn/{id}.json', BURN.source.devnetAddress, true],
    holdings: [],
  }),
  MembershipToken: contract({
    abi: membershipTokenAbi,
    bytecode: membershipTokenBytecode,
    args: ['http://127.0.0.1/metadata/membership/{id}.json'],
    holdings: [],
  }),
  // The layers collection (collections §3, §7): its windows run relative to the sandbox's start, the
  // claim window open now and the burn window three days on (the devnet clock only moves forward).
  VhilsLayers: contract({
    abi: vhilsLayersAbi,
    bytecode: vhilsLayersBytecode,
    args: [],
    holdings: [
      {
        functionName: 'setOperators',
        args: [L.tearUse.devnetAddress, L.burn.devnetAddress],
        note: 'layers: the tear-use and burn contracts are its operators',
      },
      {
        functionName: 'teamMint',
        args: [devnetAccount(8).address, [0, 0, 1, 2, 3, 3]],
        note: 'layers: #8 holds layers 1–6: two unrevealed (1, 2), one torn once (3), one torn twice (4), two fully revealed (5, 6)',
      },
      { functionName: 'teamMint', args: [devnetAccount(9).address, [3]], note: 'layers: #9 holds layer 7, fully revealed; #7 holds none' },
    ],
  }),
  VhilsTears: contract({
    abi: vhilsTearsAbi,
    bytecode: vhilsTearsBytecode,
    args: ['http://127.0.0.1/metadata/tears/{id}.json'],
    holdings: [
      { functionName: 'setMinter', args: [L.staking.devnetAddress, true], note: 'tears: the staking contract mints staking rewards' },
      { functionName: 'setMinter', args: [L.claim.devnetAddress, true], note: 'tears: the claim contract mints claimed tears' },
      { functionName: 'mint', args: [devnetAccount(8).address, 1n, 2n], note: 'tears: #8 holds 2 alpha tears …' },
      { functionName: 'mint', args: [devnetAccount(8).address, 2n, 1n], note: '… and 1 beta tear' },
    ],
  }),
  VhilsTearUse: contract({
    abi: vhilsTearUseAbi,
    bytecode: vhilsTearUseBytecode,
    // The platform stand-in signs each tear's uri (sandbox/api/routes/layers.ts).
    args: [L.layers.devnetAddress, L.tears.devnetAddress, PLATFORM_SIGNER.address],
    holdings: [],
  }),
  VhilsStaking: contract({
    abi: vhilsStakingAbi,
    bytecode: vhilsStakingBytecode,
    args: [L.layers.devnetAddress, L.tears.devnetAddress],
    holdings: [],
  }),
  VhilsTearClaim: contract({
    abi: vhilsTearClaimAbi,
    bytecode: vhilsTearClaimBytecode,
    args: [L.layers.devnetAddress, L.tears.devnetAddress, BigInt(Math.floor(Date.now() / 1000) - HOUR), BigInt(Math.floor(Date.now() / 1000) + 2 * DAY)],
    holdings: [],
  }),
  VhilsLayersBurn: contract({
    abi: vhilsLayersBurnAbi,
    bytecode: vhilsLayersBurnBytecode,
    args: [L.layers.devnetAddress, BigInt(Math.floor(Date.now() / 1000) + 3 * DAY), BigInt(Math.floor(Date.now() / 1000) + 30 * DAY)],
    holdings: [],
  }),
  // The key collection (collections §4): the whitelist open from the sandbox's start, founders on
  // days 1–2, public from day 3; the platform stand-in signs whitelist entries (routes/synthia.ts).
  SynthiaKeys: contract({
    abi: synthiaKeysAbi,
    bytecode: synthiaKeysBytecode,
    args: [PLATFORM_SIGNER.address, BigInt(SYNTHIA.keysPerQuarter), [0, DAY, 2 * DAY, 3 * DAY].map((d) => BigInt(Math.floor(Date.now() / 1000) - HOUR + d))],
    holdings: [],
  }),
};

/** The entries in their deploy order, each with its name. */
export const devnetContracts = (): Array<DevnetContract & { name: DeployName }> => DEPLOY_ORDER.map((name) => ({ name, ...DEVNET_CONTRACTS[name] }));

/** An Eve token's info, its window in seconds around the sandbox's start. */
function eveToken(id: bigint, isPublic: boolean, editions: string, price: string, from: number, to: number, note: string) {
  const start = Math.floor(Date.now() / 1000);
  return {
    functionName: 'setToken' as const,
    args: [
      id,
      isPublic,
      1n,
      BigInt(editions),
      parseEther(price),
      BigInt(start + from),
      BigInt(start + to),
      `http://127.0.0.1/metadata/eve/${id}.json`,
    ] as const,
    note,
  };
}
