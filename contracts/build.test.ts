import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileContracts, generatedDir } from './build';

it('the committed ABIs and bytecode match the Solidity sources (run `npm run contracts:build`)', () => {
  const files = compileContracts();
  expect(Object.keys(files).sort()).toEqual([
    'ArtistToken.ts',
    'BlackFeather.ts',
    'BullsPowerTethered.ts',
    'DesiccationEditions.ts',
    'EnglishAuction.ts',
    'EveEditions.ts',
    'FoundingMemberToken.ts',
    'JokerPrintClaim.ts',
    'LushsuxVR.ts',
    'LushsuxVR002.ts',
    'MemberToken.ts',
    'MembershipToken.ts',
    'Multicall3.ts',
    'SynthiaKeys.ts',
    'VhilsBurn.ts',
    'VhilsLayers.ts',
    'VhilsLayersBurn.ts',
    'VhilsSource.ts',
    'VhilsStaking.ts',
    'VhilsTearClaim.ts',
    'VhilsTearUse.ts',
    'VhilsTears.ts',
  ]);
  for (const [name, content] of Object.entries(files)) {
    expect(readFileSync(path.join(generatedDir, name), 'utf8')).toBe(content);
  }
}, 60_000);
