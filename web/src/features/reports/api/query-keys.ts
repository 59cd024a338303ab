import type { TListParams } from '../../../lib/use-list-params';

export const reportKeys = {
  all: ['reports'] as const,
  /** GET /reports: the landing's line, bar and pie. */
  charts: () => [...reportKeys.all, 'charts'] as const,
  /** GET /client-reports: the user report's page. */
  users: (params: TListParams) => [...reportKeys.all, 'users', params] as const,
  /** GET /reports/files/{id}: a fresh link to an emailed report's file. */
  file: (id: string) => [...reportKeys.all, 'file', id] as const,
  /** GET /report-schedules: the company's scheduled reports. */
  schedules: () => [...reportKeys.all, 'schedules'] as const,
};
