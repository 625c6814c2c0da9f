import { notifyOutcome } from './notify-messages';

it('thanks on success, asks to verify for no session or an unverified e-mail, passes other errors on', () => {
  expect(notifyOutcome({ ok: true })).toEqual({ kind: 'success', text: 'You have successfully registered to receive notifications.' });
  expect(notifyOutcome({ ok: false, status: 401, error: 'Unauthorized' })).toEqual({ kind: 'error', text: 'Please verify your email' });
  expect(notifyOutcome({ ok: false, status: 403, error: 'Please verify your email' })).toEqual({ kind: 'error', text: 'Please verify your email' });
  expect(notifyOutcome({ ok: false, status: 429, error: 'Too many attempts' })).toEqual({ kind: 'error', text: 'Too many attempts' });
});
