import { configuredContract } from '@/lib/config/contract';
import { LushsuxVR } from '@/contracts/deployments/LushsuxVR';
import { LushsuxVR002 } from '@/contracts/deployments/LushsuxVR002';
import { eth } from '@/lib/format/wei';

// drop-pages §2, §5, §9

export type VrItemKind = 'closed' | 'tether' | 'airdrop' | 'vr-claim' | 'tier' | 'burn';

export type VrItem = {
  id: bigint;
  title: string;
  kind: VrItemKind;
  price: bigint;
  edition: bigint | null;
  blurb: string;
  // drop-pages §5
  membersNeeded?: bigint;
};

export const VR_001 = {
  navKey: 'lushsux-vr',
  ...configuredContract('NEXT_PUBLIC_VR001_ADDRESS', process.env.NEXT_PUBLIC_VR001_ADDRESS, LushsuxVR),
  tetherPrice: eth('0.1'),
  items: [
    { id: 1n, title: 'VR-001', kind: 'closed', price: eth('0.1'), edition: 100n, blurb: 'The closed edition: every one of the 100 was minted.' },
    { id: 2n, title: 'VR-001 Tethered Print', kind: 'tether', price: eth('0.1'), edition: null, blurb: 'Tether your VR-001 print to its token.' },
    { id: 3n, title: 'VR-001 Process Video', kind: 'airdrop', price: 0n, edition: null, blurb: 'The making of VR-001, airdropped free to VIP holders.' },
    { id: 4n, title: 'VR-001 Holders Draw', kind: 'vr-claim', price: 0n, edition: null, blurb: 'Free for the winners of the holders’ draw.' },
  ] satisfies VrItem[],
} as const;

export const VR_002 = {
  navKey: 'lushsux-vr002',
  ...configuredContract('NEXT_PUBLIC_VR002_ADDRESS', process.env.NEXT_PUBLIC_VR002_ADDRESS, LushsuxVR002),
  price: eth('0.001'),
  // drop-pages §5
  tokensToBurn: 3,
  items: [
    {
      id: 1n,
      title: 'VR-002 Edition of 50',
      kind: 'tier',
      price: eth('0.001'),
      edition: 50n,
      membersNeeded: 1n,
      blurb: 'For holders of 1 or more member tokens.',
    },
    {
      id: 2n,
      title: 'VR-002 Edition of 25',
      kind: 'tier',
      price: eth('0.001'),
      edition: 25n,
      membersNeeded: 5n,
      blurb: 'For holders of 5 or more member tokens.',
    },
    {
      id: 3n,
      title: 'VR-002 Edition of 10',
      kind: 'tier',
      price: eth('0.001'),
      edition: 10n,
      membersNeeded: 10n,
      blurb: 'For holders of 10 or more member tokens.',
    },
    { id: 4n, title: 'VR-002 Burn', kind: 'burn', price: 0n, edition: 50n, blurb: 'Free: burn 3 of your VR-002 tokens for it.' },
  ] satisfies VrItem[],
} as const;

export const VR_DROPS = { vr001: VR_001, vr002: VR_002 } as const;
export type VrDropKey = keyof typeof VR_DROPS;

export function vrDropOf(navKey: string | null | undefined): VrDropKey | null {
  return navKey === VR_001.navKey ? 'vr001' : navKey === VR_002.navKey ? 'vr002' : null;
}
