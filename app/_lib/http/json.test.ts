import { NotFoundError, RequestRejectedError, UnauthorizedError, UpstreamError } from '@/lib/platform/errors';
import { errorResponse, shownServerError } from './json';

const answer = async (err: unknown, texts?: Parameters<typeof errorResponse>[1]) => {
  const res = errorResponse(err, texts);
  return { status: res.status, ...((await res.json()) as { error: string }) };
};

describe('what a route tells the browser when the platform refuses (platform-core §4)', () => {
  const texts = { default: 'Fixed default', 409: 'Fixed conflict', passOn: true } as const;

  it('fills the form slot from the platform’s error field where it gives one', async () => {
    expect(await answer(new RequestRejectedError('Email already exists', 400, 'Email already exists'), texts)).toEqual({
      status: 400,
      error: 'Email already exists',
    });
    expect(await answer(new NotFoundError('User not found', 'User not found'), texts)).toEqual({ status: 404, error: 'User not found' });
  });

  it('uses the route’s fixed text where the platform gives no error field, or one not fit to show', async () => {
    expect(await answer(new RequestRejectedError('Conflict', 409), texts)).toEqual({ status: 409, error: 'Fixed conflict' });
    expect(await answer(new RequestRejectedError('x', 400, '   '), texts)).toEqual({ status: 400, error: 'Fixed default' });
    expect(await answer(new RequestRejectedError('x', 400, 'y'.repeat(301)), texts)).toEqual({ status: 400, error: 'Fixed default' });
  });

  it('keeps the fixed text on a route that does not pass the platform’s words on', async () => {
    expect(
      await answer(new RequestRejectedError('No such account', 400, 'No such account'), { default: 'Please check the email address and try again' }),
    ).toEqual({
      status: 400,
      error: 'Please check the email address and try again',
    });
  });

  it('answers an ended session and an unreachable platform with its own texts', async () => {
    expect(await answer(new UnauthorizedError(), texts)).toEqual({ status: 401, error: 'Unauthorized' });
    expect(await answer(new UpstreamError(), texts)).toEqual({ status: 503, error: 'The platform is unavailable' });
  });

  it('shows the platform’s words as one line', () => {
    expect(shownServerError('  Email\n already   exists ')).toBe('Email already exists');
    expect(shownServerError(null)).toBeNull();
  });
});
