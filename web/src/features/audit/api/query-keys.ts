/** Whose log a screen reads: the administrator's own company (no id), a company the super administrator names, or `platform`. */
export type TAuditScope = { companyId?: string };

/** What narrows the log (the screen's filters, or a history tab's one target). */
export interface TAuditFilters {
  actor: string | null;
  action: string | null;
  targetType: string | null;
  targetId: string | null;
  /** Days, yyyy-mm-dd (UTC), both inclusive. */
  from: string | null;
  to: string | null;
}

export const NO_AUDIT_FILTERS: TAuditFilters = {
  actor: null,
  action: null,
  targetType: null,
  targetId: null,
  from: null,
  to: null,
};

export const auditKeys = {
  all: ['audit-log'] as const,
  /** GET /v1/audit-log: one page (by the cursor it starts at) of a log with its filters. */
  page: (scope: TAuditScope, filters: TAuditFilters, cursor: string | null) =>
    [...auditKeys.all, 'page', scope.companyId ?? null, filters, cursor] as const,
  /** GET /v1/audit-log/actions: the Action filter's choices. */
  actions: () => [...auditKeys.all, 'actions'] as const,
};
