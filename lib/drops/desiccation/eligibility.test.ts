import { desiccationEligible } from './eligibility';

it('needs one member token: 0 is not enough, 1 is', () => {
  expect(desiccationEligible(0n)).toBe(false);
  expect(desiccationEligible(1n)).toBe(true);
  expect(desiccationEligible(5n)).toBe(true);
});
