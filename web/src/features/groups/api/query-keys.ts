import type { TListParams } from '../../../lib/use-list-params';

export const groupKeys = {
  all: ['groups'] as const,
  list: (params: TListParams) => [...groupKeys.all, 'list', params] as const,
  /** Every group's id and name, for selects and filters. */
  names: () => [...groupKeys.all, 'names'] as const,
  candidates: (groupId: string) => [...groupKeys.all, 'candidates', groupId] as const,
};
