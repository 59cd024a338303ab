/**
 * Asynchronous work: domain events and schedules, each handled by a module under events/.
 * CDK makes an EventBridge rule (or schedule) per row; locally the in-process bus and scheduler read the same rows.
 */
export interface TEventRoute {
  /** EventBridge detail-type. */
  readonly detailType: string;
  /** Module under events/, without extension, exporting `handler`. */
  readonly handler: string;
  readonly summary: string;
}

export interface TSchedule {
  readonly id: string;
  /** EventBridge schedule expression, e.g. `rate(1 hour)` or `cron(0 6 * * ? *)`. */
  readonly expression: string;
  /** Milliseconds between runs for the local scheduler. */
  readonly localEveryMs: number;
  readonly handler: string;
  readonly summary: string;
}

export const EVENT_SOURCE = 'skillway.app';

export const DETAIL_TYPE = {
  COMPANY_REGISTERED: 'company.registered',
} as const;

export const EVENT_ROUTES: readonly TEventRoute[] = [
  {
    detailType: DETAIL_TYPE.COMPANY_REGISTERED,
    handler: 'handlers/send-registration-email',
    summary: 'Welcome and verification email to a newly registered company administrator.',
  },
];

export const SCHEDULES: readonly TSchedule[] = [
  {
    id: 'expire-trials',
    expression: 'cron(5 0 * * ? *)',
    localEveryMs: 60 * 60 * 1000,
    handler: 'schedules/expire-trials',
    summary: 'Moves companies whose free trial has ended to state 2 (Free Trial Expired).',
  },
];
