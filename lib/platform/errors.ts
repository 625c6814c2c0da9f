export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** platform-core §4: forms show the answer's `error` field. */
    readonly serverError: string | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends PlatformError {
  constructor(message = 'Not found', serverError: string | null = null) {
    super(message, 404, serverError);
  }
}

export class UnauthorizedError extends PlatformError {
  constructor(message = 'Unauthorized') {
    super(message, 401);
  }
}

export class RequestRejectedError extends PlatformError {}

export class UpstreamError extends PlatformError {
  constructor(message = 'The platform is unavailable') {
    super(message, 503);
  }
}
