import { publicSummary } from './summary';

it('shows a gated article by its public summary only', () => {
  const base = { summary: 'members-only detail', gatedSummary: 'For holders.', subtitle: 'Sub' };
  expect(publicSummary({ ...base, gated: true })).toBe('For holders.');
  expect(publicSummary({ ...base, gated: true, gatedSummary: '' })).toBe('Sub');
  expect(publicSummary({ ...base, gated: false })).toBe('members-only detail');
});
