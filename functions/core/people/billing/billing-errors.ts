import { MSG } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';

/** A failure of the payment provider: 502 with the spec's message (or the given one), the cause kept for the log. */
export function providerError(error: unknown, message: string = MSG.TRY_AGAIN_LATER): AppError {
  if (error instanceof AppError) return error;
  return new AppError('PAYMENT_PROVIDER', message, undefined, { cause: error });
}

/** A declined card: 422 on the card field, as the Sign Up form shows it. */
export function declined(error: unknown): AppError {
  return new AppError('VALIDATION', MSG.PAYMENT_DECLINED, { token: [MSG.PAYMENT_DECLINED] }, { cause: error });
}
