/**
 * Which errors are a fault of a service the API depends on (DynamoDB, S3, SES, EventBridge, Cognito), still failing
 * after the SDK's retries (clients/client-options.ts): throttling, a transaction that lost a race, a 5xx, a network
 * timeout. The error middleware answers those 503 with a Retry-After and the request id (the request may be sent
 * again as it was); everything else unexpected stays a 500. Errors are recognised by their `name` and the SDK's
 * `$fault`/`$metadata` fields, so nothing here imports an SDK client and every bundle can carry it.
 */

export type TServiceFaultKind = 'throttling' | 'conflict' | 'unavailable';

export interface TServiceFault {
  kind: TServiceFaultKind;
  /** The error's name (the service's error code), for the log. */
  name: string;
  /** The HTTP status the service answered, when it answered. */
  status?: number;
  /** How many times the SDK tried, when it says. */
  attempts?: number;
}

/** Seconds the client is asked to wait before sending the request again (the 503's Retry-After). */
export const FAULT_RETRY_AFTER_SECONDS: Record<TServiceFaultKind, number> = {
  throttling: 2,
  conflict: 1,
  unavailable: 5,
};

/** Throttling codes of DynamoDB, S3, SES, EventBridge and Cognito. */
const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'TooManyRequestsException',
  'SlowDown',
  'TransactionInProgressException',
]);

/** A transaction that lost a race with another one. */
const CONFLICT = new Set(['TransactionConflictException', 'ReplicatedWriteConflictException']);

/** Codes of a service that failed on its side (some come with a 4xx-looking shape from older SDK models). */
const UNAVAILABLE = new Set([
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalServerException',
  'InternalFailure',
  'InternalError',
  'InternalErrorException',
  'InternalServiceErrorException',
  'InternalException',
  /** Our own: EventBridge did not take the event (events/event-publish-error.ts). */
  'EventPublishError',
  /** The S3 REST calls (storage/s3-rest-objects.ts): 5xx, SlowDown, 429 or no answer after its retries. */
  'S3UnavailableError',
  /** Our own: DynamoDB left items of a batch write unprocessed after every retry (db/batch-write.ts). */
  'UnprocessedItemsError',
]);

/** Network failures the SDK gave up on (only counted on errors that came out of an SDK call). */
const NETWORK = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'AbortError']);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);

/** Cancellation reasons of a TransactWriteItems call that are not the request's fault. */
const TRANSIENT_CANCELLATIONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

interface TSdkShape {
  name?: unknown;
  code?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown; attempts?: unknown };
  $retryable?: { throttling?: unknown };
  CancellationReasons?: ({ Code?: unknown } | undefined)[];
  statusCode?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function kindOf(error: TSdkShape): TServiceFaultKind | undefined {
  const name = typeof error.name === 'string' ? error.name : '';
  if (name === 'TransactionCanceledException') {
    const codes = (error.CancellationReasons ?? []).map((reason) => String(reason?.Code ?? 'None'));
    // A failed condition is the request's own outcome (services map it to 409/422), not a fault.
    if (codes.includes('ConditionalCheckFailed')) return undefined;
    if (codes.includes('TransactionConflict')) return 'conflict';
    return codes.some((code) => TRANSIENT_CANCELLATIONS.has(code)) ? 'throttling' : undefined;
  }
  // `code`: S3's error code on the S3 REST client's errors (an S3UnavailableError for SlowDown is throttling).
  const code = typeof error.code === 'string' ? error.code : '';
  if (THROTTLING.has(name) || THROTTLING.has(code) || error.$retryable?.throttling === true) return 'throttling';
  if (CONFLICT.has(name)) return 'conflict';
  if (UNAVAILABLE.has(name)) return 'unavailable';
  const fromSdk = typeof error.$metadata === 'object' && error.$metadata !== null;
  const status = statusOf(error);
  if (fromSdk && (error.$fault === 'server' || (status !== undefined && status >= 500))) return 'unavailable';
  if (fromSdk && (NETWORK.has(name) || NETWORK_CODES.has(code))) {
    return 'unavailable';
  }
  return undefined;
}

function statusOf(error: TSdkShape): number | undefined {
  const status = error.$metadata?.httpStatusCode ?? error.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The service fault behind `error`, looking through `cause` chains and AggregateErrors (a few levels deep), or
 * undefined when the error is not one (a bug, a refused request): those stay 500s.
 */
export function serviceFault(error: unknown, depth = 0): TServiceFault | undefined {
  if (depth > 4 || typeof error !== 'object' || error === null) return undefined;
  const shape = error as TSdkShape;
  const kind = kindOf(shape);
  if (kind) {
    const attempts = shape.$metadata?.attempts;
    return {
      kind,
      name: typeof shape.name === 'string' ? shape.name : 'Error',
      ...(statusOf(shape) !== undefined ? { status: statusOf(shape) } : {}),
      ...(typeof attempts === 'number' ? { attempts } : {}),
    };
  }
  if (Array.isArray(shape.errors)) {
    for (const inner of shape.errors) {
      const fault = serviceFault(inner, depth + 1);
      if (fault) return fault;
    }
  }
  return shape.cause === undefined ? undefined : serviceFault(shape.cause, depth + 1);
}
