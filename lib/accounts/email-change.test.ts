import { emailChangeNeedsPassword } from './email-change';

describe('emailChangeNeedsPassword', () => {
  it('asks for the password only when an existing address changes', () => {
    expect(emailChangeNeedsPassword('casey@example.com', 'thief@example.com')).toBe(true);
    expect(emailChangeNeedsPassword('casey@example.com', ' Casey@Example.com ')).toBe(false);
    expect(emailChangeNeedsPassword('', 'first@example.com')).toBe(false);
    expect(emailChangeNeedsPassword(null, 'first@example.com')).toBe(false);
  });
});
