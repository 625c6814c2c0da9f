/** Typed errors of the platform client; route handlers map them to `{ error }` JSON with the status. */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The `error` field of the platform's answer, when it gave one (platform-core §4: forms show it). */
    readonly serverError: string | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 404: the entity does not exist. */
export class NotFoundError extends PlatformError {
  constructor(message = 'Not found', serverError: string | null = null) {
    super(message, 404, serverError);
  }
}

/** 401: the token is missing, bad or expired (the platform answers the text "Unauthorized"). */
export class UnauthorizedError extends PlatformError {
  constructor(message = 'Unauthorized') {
    super(message, 401);
  }
}

/** 4xx other than 401/404: the platform refused the input; message is its `error` field. */
export class RequestRejectedError extends PlatformError {}

/** Network failure, time-out, 5xx or a response that does not match its schema. */
export class UpstreamError extends PlatformError {
  constructor(message = 'The platform is unavailable') {
    super(message, 503);
  }
}
