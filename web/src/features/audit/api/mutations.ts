import { useMutation } from '@tanstack/react-query';
import type { TExportType } from '@skillway/shared';
import { api } from '../../../api';
import { auditQuery } from './queries';
import type { TAuditFilters, TAuditScope } from './query-keys';

/** Verify chain: the server walks the log's hash chain from its first event. */
export function useVerifyAuditChain(scope: TAuditScope) {
  return useMutation({
    mutationFn: async () => (await api('audit.verify', { query: { company_id: scope.companyId } })).data,
  });
}

/** Export Excel / PDF of the log as the screen narrows it. */
export function exportAuditLog(scope: TAuditScope, filters: TAuditFilters, type: TExportType) {
  return api('audit.export', { query: { company_id: scope.companyId }, body: { type, ...auditQuery(filters) } });
}
