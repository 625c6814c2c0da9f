import { isYourFace, yourFaceDateLine, yourFaceEligible } from './config';

it('knows both rounds by nav key', () => {
  expect(isYourFace('your-face-is-fucked-up')).toBe(true);
  expect(isYourFace('yourface2')).toBe(true);
  expect(isYourFace('tidal-light')).toBe(false);
  expect(isYourFace(null)).toBe(false);
});

it('shows the spec’s date line for the first round and the release date for the second', () => {
  expect(yourFaceDateLine({ navKey: 'your-face-is-fucked-up', releaseDate: '2022-03-15T09:00:00Z' })).toBe('Thursday Feb 24 2022');
  expect(yourFaceDateLine({ navKey: 'yourface2', releaseDate: '2022-04-15T09:00:00Z' })).toBe('Friday Apr 15 2022');
  expect(yourFaceDateLine({ navKey: 'yourface2', releaseDate: null })).toBeNull();
});

it('the epic variant needed 5 of ids 6 and 7 together, the other 2', () => {
  expect(yourFaceEligible('epic', { id6: 4n, id7: 0n })).toBe(false);
  expect(yourFaceEligible('epic', { id6: 3n, id7: 2n })).toBe(true);
  expect(yourFaceEligible('epic', { id6: 0n, id7: 6n })).toBe(true);
  expect(yourFaceEligible('other', { id6: 1n, id7: 0n })).toBe(false);
  expect(yourFaceEligible('other', { id6: 1n, id7: 1n })).toBe(true);
  expect(yourFaceEligible('other', { id6: 0n, id7: 2n })).toBe(true);
});
