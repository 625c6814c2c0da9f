import { orEmptyWhenAbsent } from './extensions';
import { NotFoundError, UpstreamError } from './errors';

describe('a declared extension the platform does not have', () => {
  it('is an empty list when the platform answers 404', async () => {
    await expect(orEmptyWhenAbsent(Promise.reject(new NotFoundError()))).resolves.toEqual({
      currentPage: 1,
      totalPages: 0,
      hasNextPage: false,
      totalCount: 0,
      itemCount: 0,
      items: [],
    });
  });

  it('is still a failure when the platform fails (the page says so rather than show nothing)', async () => {
    await expect(orEmptyWhenAbsent(Promise.reject(new UpstreamError()))).rejects.toBeInstanceOf(UpstreamError);
  });
});
