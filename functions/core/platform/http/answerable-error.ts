import { AppError, isAppError } from './app-error';
import type { TLog } from './logger';
import { serviceFault } from './service-faults';

/**
 * An error as the API answers it, logged when it was not expected: a refusal (AppError) as it is; a dependency still
 * failing after the SDK's retries 503 (the cause stays in the log); anything else a 500. Shared with the LRS's edge
 * (learner/xapi/lrs-request.ts), which answers every error with its own headers; a module of its own so that edge
 * carries none of the middlewares' request parsing.
 */
export function answerableError(error: unknown, log: TLog | undefined): unknown {
  if (isAppError(error)) {
    if (error.status === 500) log?.error('unhandled error', { error });
    return error;
  }
  const fault = serviceFault(error);
  if (fault) {
    log?.error('service fault', { fault, error: error as Error });
    return AppError.serviceFault(fault, error);
  }
  log?.error('unhandled error', { error: error as Error });
  // errorResponse answers it as the generic 500, its cause never in the answer.
  return error;
}
