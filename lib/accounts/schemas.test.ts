import type { z } from 'zod';
import {
  accessRequestSchema,
  membershipApplicationSchema,
  basicProfileSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginOptionalPasswordSchema,
  loginSchema,
  loginWithCodeSchema,
  registerSchema,
  resetPasswordSchema,
  shippingSchema,
  socialsSchema,
  toPlatformProfile,
} from './schemas';

/** The first message of each failing field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const a = (n: number) => 'a'.repeat(n);

describe('login', () => {
  it('requires an e-mail and a password', () => {
    expect(messages(loginSchema, { email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('checks the address format', () => {
    expect(messages(loginSchema, { email: 'nope', password: 'abc' })).toEqual({ email: 'Invalid email address format' });
  });
  it('accepts 3 characters while the message says 8 (the spec quirk)', () => {
    expect(messages(loginSchema, { email: 'a@b.co', password: 'ab' })).toEqual({ password: 'Password must be 8 characters at minimum' });
    expect(messages(loginSchema, { email: 'a@b.co', password: 'abc' })).toEqual({});
  });
  it('has a variant with an optional password', () => {
    expect(messages(loginOptionalPasswordSchema, { email: 'a@b.co' })).toEqual({});
    expect(messages(loginOptionalPasswordSchema, { email: 'a@b.co', password: '' })).toEqual({});
  });
  it('with a code wants 1 to 6 digits', () => {
    const base = { email: 'a@b.co', password: 'abc' };
    expect(messages(loginWithCodeSchema, { ...base, code: '' })).toEqual({ code: 'Code is required' });
    expect(messages(loginWithCodeSchema, { ...base, code: '1234567' })).toEqual({ code: 'Code must have 6 digits' });
    expect(messages(loginWithCodeSchema, { ...base, code: '12a' })).toEqual({ code: 'Code must have 6 digits' });
    expect(messages(loginWithCodeSchema, { ...base, code: '123456' })).toEqual({});
  });
});

describe('register', () => {
  const ok = { firstName: 'Ada', lastName: 'Lace', nickName: 'ada', email: 'ada@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgh' };
  it('accepts a complete form', () => expect(messages(registerSchema, ok)).toEqual({}));
  it('holds a new password to the 8 characters its message names (login still takes 3)', () => {
    expect(messages(registerSchema, { ...ok, password: 'abc', confirmPassword: 'abc' })).toEqual({ password: 'Password must be 8 characters at minimum' });
    expect(messages(registerSchema, { ...ok, password: 'abcdefg', confirmPassword: 'abcdefg' })).toEqual({
      password: 'Password must be 8 characters at minimum',
    });
    expect(messages(resetPasswordSchema, { email: 'a@b.co', code: '123456', password: 'abc' })).toEqual({
      password: 'Password must be 8 characters at minimum',
    });
    expect(messages(changePasswordSchema, { currentPassword: 'abc', password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be 8 characters at minimum',
    });
  });
  it('names every missing field', () => {
    expect(messages(registerSchema, { firstName: '', lastName: '', nickName: '', email: '', password: '', confirmPassword: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      nickName: 'Nick name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
    });
  });
  it('caps names at 255 characters', () => {
    expect(messages(registerSchema, { ...ok, firstName: a(255) })).toEqual({});
    expect(messages(registerSchema, { ...ok, firstName: a(256), nickName: a(256) })).toEqual({
      firstName: 'First name must be at most 255 characters',
      nickName: 'Nick name must be at most 255 characters',
    });
  });
  it('wants the passwords to match', () => {
    expect(messages(registerSchema, { ...ok, confirmPassword: 'abd' })).toEqual({ confirmPassword: 'Passwords must match' });
  });
});

describe('password reset and change', () => {
  it('forgot password needs an e-mail', () => expect(messages(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' }));
  it('reset needs e-mail, code and password', () => {
    expect(messages(resetPasswordSchema, { email: 'a@b.co', code: '', password: '' })).toEqual({ code: 'Code is required', password: 'Password is required' });
  });
  it('change needs the current password and a matching new one', () => {
    expect(messages(changePasswordSchema, { currentPassword: '', password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(messages(changePasswordSchema, { currentPassword: 'x', password: 'abcdefgh', confirmPassword: 'xyz' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });
});

describe('profile', () => {
  const ok = { firstName: 'Ada', lastName: 'Lace', userName: 'ada', email: 'ada@example.com' };
  it('requires names, user name and e-mail; location and bio are optional', () => {
    expect(messages(basicProfileSchema, ok)).toEqual({});
    expect(messages(basicProfileSchema, { firstName: '', lastName: '', userName: '', email: 'x' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      userName: 'User name is required',
      email: 'Invalid email address format',
    });
  });
  it('caps the bio at 500 characters', () => {
    expect(messages(basicProfileSchema, { ...ok, bio: a(500) })).toEqual({});
    expect(messages(basicProfileSchema, { ...ok, bio: a(501) })).toEqual({ bio: 'Bio must be at most 500 characters' });
  });
  it('accepts URLs or ids of at most 200 characters for the five social links', () => {
    expect(messages(socialsSchema, { twitter: 'https://twitter.com/ada', discord: 'ada#1234', site: a(200) })).toEqual({});
    expect(messages(socialsSchema, { instagram: a(201) })).toEqual({ instagram: 'Social link must be at most 200 characters' });
  });
  it('sends the platform field names', () => {
    expect(
      toPlatformProfile({ firstName: 'Ada', lastName: 'L', userName: 'ada', email: 'a@b.co', bio: 'hi', location: 'Oslo', twitter: 't', site: 's' }),
    ).toEqual({
      firstname: 'Ada',
      lastname: 'L',
      username: 'ada',
      email: 'a@b.co',
      bio: 'hi',
      location: 'Oslo',
      social_twitter: 't',
      social_site: 's',
    });
  });
});

describe('access request and shipping', () => {
  const ok = { name: 'Ada', socialLink: 'abc', email: 'a@b.co', reason: a(10) };
  it('bounds the social link to 3..1000 and the reason to 10..1000', () => {
    expect(messages(accessRequestSchema, ok)).toEqual({});
    expect(messages(accessRequestSchema, { ...ok, socialLink: 'ab' })).toEqual({ socialLink: 'Please enter at least 3 characters' });
    expect(messages(accessRequestSchema, { ...ok, socialLink: a(1001) })).toEqual({ socialLink: 'Social link must be at most 1000 characters' });
    expect(messages(accessRequestSchema, { ...ok, socialLink: a(1000), reason: a(1000) })).toEqual({});
    expect(messages(accessRequestSchema, { ...ok, reason: a(9) })).toEqual({ reason: 'Reason must be at least 10 characters' });
  });
  it('asks the membership application for a reason only in the video mode', () => {
    const { reason: _reason, ...noReason } = ok;
    void _reason;
    expect(messages(membershipApplicationSchema(true), noReason)).toEqual({ reason: expect.any(String) });
    expect(messages(membershipApplicationSchema(false), noReason)).toEqual({});
    expect(membershipApplicationSchema(false).parse({ ...ok, reason: 'x' })).toEqual({ name: 'Ada', socialLink: 'abc', email: 'a@b.co' });
    expect(messages(membershipApplicationSchema(false), { ...noReason, name: '' })).toEqual({ name: 'Name is required' });
  });
  it('wants every shipping field', () => {
    expect(messages(shippingSchema, { first_name: '', last_name: 'L', email: 'a@b.co', address: '', zip_code: '', country: '' })).toEqual({
      first_name: 'First name must be 1 characters at minimum',
      address: 'Address is required',
      zip_code: 'Zip code is required',
      country: 'Country is required',
    });
  });
});
