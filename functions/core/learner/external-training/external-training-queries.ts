import type {
  TAdminExternalTrainingListQuery,
  TExternalTraining,
  TExternalTrainingFilters,
  TPaginationMeta,
} from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { paginate } from '../../platform/http/pagination';
import type { TAuth } from '../../platform/http/principal';
import { findUser, listCompanyUsers } from '../../people/users/user-repository';
import { canListUserExternalTraining, canReadExternalTraining, loadExternalTraining } from './external-training-access';
import { filterExternalTraining } from './external-training-filters';
import {
  listCompanyExternalTraining,
  listUserExternalTraining,
  type TExternalTrainingItem,
} from './external-training-repository';
import { presentExternalTraining, sortNewestFirst } from './present-external-training';

type TPage = { page?: number | undefined; limit?: number | undefined };
type TPaged = { data: TExternalTraining[]; meta: TPaginationMeta };

/** One page of records, newest completion first; only the page's certificates are signed. */
async function presentPage(
  records: readonly TExternalTrainingItem[],
  ownerOf: (record: TExternalTrainingItem) => TUserItem,
  query: TPage,
  path: string,
): Promise<TPaged> {
  const page = paginate(sortNewestFirst(records), { page: query.page, limit: query.limit, path });
  const data = await Promise.all(page.data.map((record) => presentExternalTraining(record, ownerOf(record))));
  return { data, meta: page.meta };
}

/** GET /external-training: the caller's own records. */
export async function listOwnExternalTraining(auth: TAuth, query: TPage): Promise<TPaged> {
  const records = await listUserExternalTraining(auth.companyId, auth.userId);
  return presentPage(records, () => auth.user, query, '/v1/external-training');
}

/** GET /external-training/{id}: the owner's, the administrator's (any of the company), the owner's manager's. */
export async function getExternalTraining(auth: TAuth, trainingId: string): Promise<TExternalTraining> {
  const { record, owner } = await loadExternalTraining(auth.companyId, trainingId);
  if (!canReadExternalTraining(auth, owner)) throw AppError.notFound();
  return presentExternalTraining(record, owner);
}

/** GET /users/{id}/external-training: the administrator any active user, a manager their team; otherwise 404. */
export async function listExternalTrainingOfUser(auth: TAuth, userId: string, query: TPage): Promise<TPaged> {
  const user = await findUser(auth.companyId, userId);
  if (!user || !canListUserExternalTraining(auth, user)) throw AppError.notFound();
  const records = await listUserExternalTraining(auth.companyId, user.user_id);
  return presentPage(records, () => user, query, `/v1/users/${user.user_id}/external-training`);
}

/**
 * The company's records with their users, filtered as the report asks, newest completion first. Two Queries: the
 * company's external training items and its users (at most the band's 500).
 */
export async function loadFilteredExternalTraining(
  companyId: string,
  filters: TExternalTrainingFilters,
): Promise<{ records: TExternalTrainingItem[]; users: Map<string, TUserItem> }> {
  const [records, users] = await Promise.all([listCompanyExternalTraining(companyId), listCompanyUsers(companyId)]);
  const byId = new Map(users.map((user) => [user.user_id, user]));
  return { records: sortNewestFirst(filterExternalTraining(records, byId, filters)), users: byId };
}

/** GET /admin-external-training: the external training report. */
export async function listCompanyExternalTrainingReport(
  companyId: string,
  query: TAdminExternalTrainingListQuery,
): Promise<TPaged> {
  const { records, users } = await loadFilteredExternalTraining(companyId, query);
  return presentPage(records, (record) => users.get(record.user_id) as TUserItem, query, '/v1/admin-external-training');
}
