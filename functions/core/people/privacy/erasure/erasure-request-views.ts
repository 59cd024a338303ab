import { PRIVACY_REQUEST_STATUS } from '@skillway/shared/constants/privacy';
import type { TPrivacyRequest } from '@skillway/shared/schemas/privacy';
import type { TAuth } from '../../../platform/http/principal';
import { listCompanyUsers } from '../../users/user-repository';
import { listPrivacyRequests, presentPrivacyRequest } from './erasure-requests';

/** The caller's own requests, newest first. */
export async function listMyErasureRequests(auth: TAuth): Promise<TPrivacyRequest[]> {
  const name = `${auth.user.first_name} ${auth.user.last_name}`;
  return (await listPrivacyRequests(auth.companyId))
    .filter((request) => request.user_id === auth.userId)
    .reverse()
    .map((request) => presentPrivacyRequest(request, name));
}

/** The company's requests for its administrators: pending first, then newest first; each named by its user now. */
export async function listCompanyErasureRequests(companyId: string): Promise<TPrivacyRequest[]> {
  const [requests, users] = await Promise.all([listPrivacyRequests(companyId), listCompanyUsers(companyId)]);
  const names = new Map(users.map((user) => [user.user_id, `${user.first_name} ${user.last_name}`]));
  const newestFirst = [...requests].reverse();
  return [
    ...newestFirst.filter((request) => request.status === PRIVACY_REQUEST_STATUS.PENDING),
    ...newestFirst.filter((request) => request.status !== PRIVACY_REQUEST_STATUS.PENDING),
  ].map((request) => presentPrivacyRequest(request, names.get(request.user_id) ?? 'Deleted user'));
}
