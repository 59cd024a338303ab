import { ROLE } from '@skillway/shared';
import { ERASURE_MSG, PRIVACY_REQUEST_STATUS, isErasedEmail } from '@skillway/shared/constants/privacy';
import type { TErasedUser, TPrivacyDecisionBody, TPrivacyRequest } from '@skillway/shared/schemas/privacy';
import type { TUserItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import {
  completeOpenRequests,
  findPrivacyRequest,
  moveRequest,
  presentPrivacyRequest,
} from '../people/privacy/erasure/erasure-requests';
import { findUser } from '../people/users/user-repository';
import { eraseUser } from './erase-user';

/** Who may be erased: a user of the company (404 otherwise), not its administrator, not the caller, not twice. */
async function erasableUser(companyId: string, userId: string, callerId: string): Promise<TUserItem> {
  const user = await findUser(companyId, userId, true);
  if (!user) throw AppError.notFound();
  if (user.user_id === callerId) throw AppError.field('id', ERASURE_MSG.CANNOT_ERASE_SELF);
  if (user.role_id === ROLE.ADMIN || user.role_id === ROLE.SUPER_ADMIN)
    throw AppError.field('id', ERASURE_MSG.CANNOT_ERASE_ADMIN);
  if (isErasedEmail(user.email)) throw AppError.field('id', ERASURE_MSG.ALREADY_ERASED);
  return user;
}

/** POST /users/{id}/erase (the administrator, after the confirmation dialog). */
export async function eraseUserByAdministrator(
  auth: { userId: string; companyId: string },
  userId: string,
  log: TLog,
): Promise<TErasedUser> {
  const user = await erasableUser(auth.companyId, userId, auth.userId);
  const erased = await eraseUser(auth.companyId, user, log);
  await completeOpenRequests(auth.companyId, userId, auth.userId);
  return erased;
}

/**
 * An administrator decides a learner's erasure request: decline (the record says so), or approve, which runs the
 * erasure and completes the request. A request approved whose erasure failed part-way can be approved again (the
 * erasure's steps are idempotent); a declined or completed one is 409; another company's is 404.
 */
export async function decideErasureRequest(
  auth: { userId: string; companyId: string },
  requestId: string,
  decision: TPrivacyDecisionBody,
  log: TLog,
): Promise<{ message: string; request: TPrivacyRequest }> {
  const companyId = auth.companyId;
  const request = await findPrivacyRequest(companyId, requestId);
  if (!request) throw AppError.notFound();
  const user = await findUser(companyId, request.user_id, true);
  const nameOf = (item?: { first_name: string; last_name: string }) =>
    item ? `${item.first_name} ${item.last_name}` : 'Deleted user';
  const decided = {
    decided_by: auth.userId,
    decided_at: new Date().toISOString(),
    ...(decision.note ? { decision_note: decision.note } : {}),
  };
  const retry = request.status === PRIVACY_REQUEST_STATUS.APPROVED && decision.decision === 'approve';
  if (request.status !== PRIVACY_REQUEST_STATUS.PENDING && !retry)
    throw new AppError('CONFLICT', ERASURE_MSG.REQUEST_DECIDED);

  if (decision.decision === 'decline') {
    await moveRequest(companyId, requestId, PRIVACY_REQUEST_STATUS.PENDING, PRIVACY_REQUEST_STATUS.DECLINED, decided);
    const item = (await findPrivacyRequest(companyId, requestId))!;
    return { message: ERASURE_MSG.REQUEST_DECLINED, request: presentPrivacyRequest(item, nameOf(user)) };
  }
  if (!retry)
    await moveRequest(companyId, requestId, PRIVACY_REQUEST_STATUS.PENDING, PRIVACY_REQUEST_STATUS.APPROVED, decided);
  let name = nameOf(user);
  if (user && !isErasedEmail(user.email)) {
    const erased = await eraseUser(companyId, await erasableUser(companyId, user.user_id, auth.userId), log);
    name = `${erased.first_name} ${erased.last_name}`;
  }
  await moveRequest(companyId, requestId, PRIVACY_REQUEST_STATUS.APPROVED, PRIVACY_REQUEST_STATUS.COMPLETED, {
    completed_at: new Date().toISOString(),
  });
  const item = (await findPrivacyRequest(companyId, requestId))!;
  return { message: ERASURE_MSG.REQUEST_APPROVED, request: presentPrivacyRequest(item, name) };
}
