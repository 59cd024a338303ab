/**
 * The errors of the S3 calls over REST (s3-rest-objects.ts), and the two questions callers ask of any S3 error,
 * whichever client raised it (the SDK's S3Client for the administrative calls, s3-objects.ts):
 * - {@link S3NotFoundError}: NoSuchKey, NoSuchBucket, a 404;
 * - {@link S3UnavailableError}: 5xx, SlowDown, 429 or no answer at all, after the retries;
 * - {@link S3RequestError} (their base class): anything else S3 refuses (AccessDenied, InvalidRange …).
 */

/** An S3 answer other than success: `code` is S3's error code (`NoSuchKey`, `AccessDenied` …) or `HTTP <status>`. */
export class S3RequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly operation: string;

  constructor(
    input: { status: number; code: string; message: string; operation: string },
    options?: { cause?: unknown },
  ) {
    super(`S3 ${input.operation}: ${input.code}: ${input.message}`, options);
    this.name = 'S3RequestError';
    this.status = input.status;
    this.code = input.code;
    this.operation = input.operation;
  }
}

/** The object (or the bucket) does not exist. */
export class S3NotFoundError extends S3RequestError {
  constructor(input: { status: number; code: string; message: string; operation: string }) {
    super(input);
    this.name = 'S3NotFoundError';
  }
}

/**
 * S3 could not serve the request after the retries (5xx, SlowDown, 429, or no answer): the caller should answer
 * 503 and the client try again later.
 */
export class S3UnavailableError extends S3RequestError {
  constructor(
    input: { status: number; code: string; message: string; operation: string },
    options?: { cause?: unknown },
  ) {
    super(input, options);
    this.name = 'S3UnavailableError';
  }
}

/** The SDK's names for a missing object or bucket (a HEAD's 404 has no body, so it is `NotFound`). */
const SDK_NOT_FOUND = new Set(['NoSuchKey', 'NoSuchBucket', 'NotFound']);

interface TSdkError {
  name?: unknown;
  $fault?: unknown;
  $retryable?: unknown;
  $metadata?: unknown;
}

/** The object (or bucket) is not there: our GetObject's error or the SDK's. */
export function isS3NotFound(error: unknown): boolean {
  if (error instanceof S3NotFoundError) return true;
  const sdk = error as TSdkError | null;
  return typeof sdk?.$metadata === 'object' && SDK_NOT_FOUND.has(String(sdk.name));
}

/** S3 failed on its side or throttled after the retries (ours or the SDK's): worth trying again later. */
export function isS3Unavailable(error: unknown): boolean {
  if (error instanceof S3UnavailableError) return true;
  const sdk = error as TSdkError | null;
  return typeof sdk?.$metadata === 'object' && (sdk.$fault === 'server' || Boolean(sdk.$retryable));
}
