import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, PLATFORM_COMPANY_ID } from '@skillway/shared';
import { api } from '../../../api';
import { auditKeys, type TAuditFilters, type TAuditScope } from './query-keys';

/** The filters as the API takes them (only those set). */
export function auditQuery(filters: TAuditFilters) {
  return {
    actor: filters.actor ?? undefined,
    action: filters.action ?? undefined,
    target_type: filters.targetType ?? undefined,
    target_id: filters.targetId ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
  };
}

/**
 * One page of the log, newest first, from `cursor` (null: the newest). An audit log is read afresh every time it is
 * shown; paging keeps the last page on screen until the next arrives.
 */
export function useAuditLog(scope: TAuditScope, filters: TAuditFilters, cursor: string | null) {
  return useQuery({
    queryKey: auditKeys.page(scope, filters, cursor),
    queryFn: ({ signal }) =>
      api(
        'audit.list',
        { query: { company_id: scope.companyId, ...auditQuery(filters), cursor: cursor ?? undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The actions the log records, with their labels (the Action filter). */
export function useAuditActions() {
  return useQuery({
    queryKey: auditKeys.actions(),
    queryFn: async ({ signal }) => (await api('audit.actions', undefined, { signal })).data,
    staleTime: Infinity,
  });
}

/** A person the Actor filter offers. */
interface TActorOption {
  value: string;
  label: string;
}

/**
 * Who may have acted in a log, for the Actor filter: the company's people (the administrator's own through the
 * user picker, a company the super administrator opened through its Users list) and, in their own log, the
 * administrator's SCIM tokens; the system is added by the filter. The platform's log has no company people to pick.
 */
export function useActorOptions(scope: TAuditScope, enabled: boolean) {
  const companyId = scope.companyId;
  return useQuery({
    queryKey: [...auditKeys.all, 'actors', companyId ?? null] as const,
    queryFn: async ({ signal }): Promise<TActorOption[]> => {
      if (companyId === PLATFORM_COMPANY_ID) return [];
      const people = companyId
        ? (
            await api(
              'companies.users',
              {
                params: { id: companyId },
                query: { page: 1, limit: MAX_PAGE_SIZE, orderBy: 'first_name', sortedBy: 'asc' },
              },
              { signal },
            )
          ).data
        : (
            await api(
              'users.basicDetails',
              { query: { limit: MAX_PAGE_SIZE, orderBy: 'first_name', sortedBy: 'asc' } },
              { signal },
            )
          ).data;
      // The administrator's own SCIM tokens act too (`scim:<token id>`); a list that cannot be read leaves them out.
      const tokens = companyId
        ? []
        : await api('scim.listTokens', undefined, { signal }).then(
            (answer) => answer.data,
            () => [],
          );
      return [
        ...people.map((person) => ({ value: person.id, label: `${person.first_name} ${person.last_name}` })),
        ...tokens.map((token) => ({ value: `scim:${token.id}`, label: `SCIM token: ${token.name}` })),
      ];
    },
    enabled,
    staleTime: 60_000,
  });
}
