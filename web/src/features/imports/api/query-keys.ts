import type { TErrorLogContainer } from '@skillway/shared';

export const importKeys = {
  all: ['imports'] as const,
  /** The newest refused rows of one container's imports (User: users CSV and BreatheHR; External: external training CSV). */
  errorLogs: (container: TErrorLogContainer) => [...importKeys.all, 'error-logs', container] as const,
};
