import { COMPLETION_LABELS, completeProfileDialog, completedSteps, profileCompletion, socialHref, type CompletionInput } from './completion';

const none = { twitter: '', instagram: '', facebook: '', discord: '' };
const basic: CompletionInput = {
  username: 'ada',
  email: 'a@b.co',
  firstName: 'Ada',
  lastName: 'L',
  emailVerified: true,
  social: none,
  hasAvatar: false,
  hasBanner: false,
};

describe('profileCompletion', () => {
  it('is 0 until the basics are set and the e-mail verified', () => {
    expect(profileCompletion({ ...basic, emailVerified: false })).toBe(0);
    expect(profileCompletion({ ...basic, lastName: '' })).toBe(0);
  });
  it('is 33 with the basics', () => expect(profileCompletion(basic)).toBe(33));
  it('is 66 with one of twitter, instagram, facebook or discord', () => {
    expect(profileCompletion({ ...basic, social: { ...none, discord: 'ada#1' } })).toBe(66);
    expect(profileCompletion({ ...basic, social: none, hasAvatar: true, hasBanner: true })).toBe(33);
  });
  it('is 100 with both pictures too', () => {
    const social = { ...none, twitter: 't' };
    expect(profileCompletion({ ...basic, social, hasAvatar: true })).toBe(66);
    expect(profileCompletion({ ...basic, social, hasAvatar: true, hasBanner: true })).toBe(100);
  });
  it('labels the levels', () => expect([0, 33, 66, 100].map((l) => COMPLETION_LABELS[l as 0])).toEqual(['New', 'Standard', 'Advanced', 'Complete']));
});

describe('completeProfileDialog', () => {
  it('opens basic info, then socials, then the missing picture', () => {
    expect(completeProfileDialog(0, false)).toBe('basic');
    expect(completeProfileDialog(33, false)).toBe('socials');
    expect(completeProfileDialog(66, false)).toBe('avatar');
    expect(completeProfileDialog(66, true)).toBe('banner');
    expect(completeProfileDialog(100, true)).toBeNull();
  });
});

it('counts completed steps per level', () => expect([0, 33, 66, 100].map((l) => completedSteps(l as 0))).toEqual([0, 1, 2, 3]));

it('links URLs and keeps ids as text', () => {
  expect(socialHref('https://twitter.com/ada')).toBe('https://twitter.com/ada');
  expect(socialHref('ada#1815')).toBeNull();
  expect(socialHref('javascript:alert(1)')).toBeNull();
});
