import { config } from '../../core/platform/config';
import { checkHealth } from '../../core/platform/health/check-health';
import { AppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';

/** 200 only when the table, the user pool and the uploads bucket all answer; otherwise 503 naming what is not ready. */
export const handler = defineHandler('system.health', async ({ log }) => {
  const { passed, failed } = await checkHealth();
  if (failed.length > 0) {
    log.warn('not ready', { failed });
    throw new AppError('UNAVAILABLE', `Not ready: ${failed.map((check) => check.name).join(', ')}.`);
  }
  const checks = Object.fromEntries(passed.map((name) => [name, 'ok' as const]));
  return { status: 'ok' as const, checks, version: config.appVersion };
});
