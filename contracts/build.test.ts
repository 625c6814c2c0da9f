import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compileContracts, generatedDir, inputsDigest, outputsDigest, readStamp } from './build';

const EXPECTED = [
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
];

const committed = () =>
  Object.fromEntries(
    readdirSync(generatedDir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => [f, readFileSync(path.join(generatedDir, f), 'utf8')]),
  );

// A full solc-js compile is slow: it runs only when the sources, imports, compiler or settings
// differ from the ones the committed files were compiled from.
it('the committed ABIs and bytecode are what today’s Solidity sources compile to (run `npm run contracts:build`)', () => {
  const stamp = readStamp();
  if (stamp && inputsDigest(stamp.imports) === stamp.inputs) {
    expect(Object.keys(stamp.outputs).sort()).toEqual(EXPECTED);
    expect(outputsDigest(committed())).toEqual(stamp.outputs);
    return;
  }
  const { files } = compileContracts();
  expect(Object.keys(files).sort()).toEqual(EXPECTED);
  expect(committed()).toEqual(files);
}, 120_000);

it('the stamp changes with a source, and tells an edited output apart', () => {
  const stamp = readStamp()!;
  const sources = { 'BlackFeather.sol': { content: readFileSync(path.join(__dirname, 'BlackFeather.sol'), 'utf8') } };
  const edited = { 'BlackFeather.sol': { content: `${sources['BlackFeather.sol'].content}\n// an edit\n` } };
  expect(inputsDigest(stamp.imports, edited)).not.toBe(inputsDigest(stamp.imports, sources));
  const files = committed();
  expect(outputsDigest({ ...files, 'BlackFeather.ts': `${files['BlackFeather.ts']} ` })).not.toEqual(stamp.outputs);
});
