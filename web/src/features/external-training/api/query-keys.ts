import type { TListParams } from '../../../lib/use-list-params';

/** The external training report's filters beside paging and the course title search. */
export interface TExternalTrainingFilters {
  /** Training type ids (any of), sent as a comma list. */
  types: string[];
  /** A user's name or email. */
  user: string;
  /** The day completed, yyyy-mm-dd. */
  completed: string | null;
}

export const externalTrainingKeys = {
  all: ['external-training'] as const,
  /** The caller's own records (My External Training). */
  mine: (params: TListParams) => [...externalTrainingKeys.all, 'mine', params] as const,
  /** The administrator's report of the company's records. */
  report: (params: TListParams, filters: TExternalTrainingFilters) =>
    [...externalTrainingKeys.all, 'report', params, filters] as const,
  /** One user's records (User Summary, user course report). */
  ofUser: (userId: string, params: TListParams) => [...externalTrainingKeys.all, 'of-user', userId, params] as const,
  detail: (id: string) => [...externalTrainingKeys.all, 'detail', id] as const,
};
