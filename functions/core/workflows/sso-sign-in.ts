import {
  MSG,
  NOTIFICATION_SHOWN_UP,
  ROLE,
  SSO_ERROR,
  SSO_TEST_STATUS,
  bandById,
  isSuspendedState,
  type TSession,
  type TSsoTestResult,
} from '@skillway/shared';
import { syncMembersWithGroupTargets } from '../delivery/enrolment/group-enrolment';
import { sendOnce } from '../oversight/notifications/delivery/delivery-claims';
import { channelsFor, listCompanyAdmins } from '../oversight/notifications/delivery/recipients';
import { createNotification } from '../oversight/notifications/notification-repository';
import { NOTIFICATION_TYPE } from '../oversight/notifications/notification-types';
import { findEmailOwner } from '../people/auth/email-owner';
import { signedIn } from '../people/auth/sign-in';
import { findCompany } from '../people/companies/company-repository';
import { listCompanyMemberships } from '../people/groups/group-repository';
import { writeMemberships } from '../people/groups/membership-writes';
import { sendCompanyEmail } from '../people/mail-hold/send-company-email';
import { applyManager, applyProfile, retireTemporaryPassword } from '../people/sso/apply-profile';
import {
  mapClaims,
  mappedForDisplay,
  emailDomain,
  namesForNewUser,
  type TMappedProfile,
} from '../people/sso/claims-mapping';
import { findConnection, recordConnectionTest, type TSsoConnectionItem } from '../people/sso/connection-repository';
import { findDomain } from '../people/sso/domain-repository';
import type { TVerifiedAnswer } from '../people/sso/finish-answer';
import { planGroupSync } from '../people/sso/group-sync-plan';
import { findLinkedUserId, linkIdentity } from '../people/sso/identity-repository';
import { decideSignInTarget, type TSignInFacts } from '../people/sso/sign-in-target';
import { SsoRefusal, type TRefusedTest } from '../people/sso/sso-refusal';
import { completeTest } from '../people/sso/test-repository';
import { createCompanyUser } from '../people/users/create-user';
import { temporaryPassword } from '../people/users/temporary-password';
import { findUser } from '../people/users/user-repository';
import { issueSsoTokens } from '../platform/auth/identity-provider';
import { waitPastCutoff } from '../platform/auth/token-cutoff';
import { config } from '../platform/config';
import { sha256Hex } from '../platform/crypto/tokens';
import type { TCompanyItem, TUserItem } from '../platform/db/types';
import { londonDay } from '../platform/format/calendar-day';
import { isAppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import { ssoBandFullEmail, ssoBandFullTitle } from '../platform/mail/templates/sso-notices';
import { recipientLanguage } from '../platform/i18n/server-texts';

/**
 * The end of an SSO sign-in, after the IdP's answer was verified (people/sso/finish-answer.ts): a test records what
 * came back; a sign-in finds the user (or provisions them just in time), writes what the IdP says about them (names,
 * department, manager, mapped groups with the enrolments groups bring), and opens the session a password sign-in
 * opens (issueSsoTokens through Cognito's CUSTOM_AUTH, then signedIn). The company is the connection's, never a claim.
 * The product's own two-step verification is not asked: the IdP's sign-in (and its MFA) is the proof.
 */
export type TSsoOutcome = { kind: 'test'; testId: string } | { kind: 'session'; session: TSession };

export async function completeSsoAnswer(answer: TVerifiedAnswer, log: TLog, nowMs = Date.now()): Promise<TSsoOutcome> {
  const { request, connection, claims } = answer;
  const mapped = mapClaims(claims.attributes, connection.mapping);
  if (request.kind === 'test' && request.test_id) {
    const at = new Date(nowMs).toISOString();
    const result: TSsoTestResult = mapped.ok
      ? {
          id: request.test_id,
          status: SSO_TEST_STATUS.PASSED,
          at,
          claims: claims.attributes,
          mapped: mappedForDisplay(mapped.profile),
          error: null,
        }
      : {
          id: request.test_id,
          status: SSO_TEST_STATUS.FAILED,
          at,
          claims: claims.attributes,
          mapped: null,
          error: mapped.error,
        };
    await recordTest(connection, result);
    log.info('sso test finished', { connection_id: connection.connection_id, status: result.status });
    return { kind: 'test', testId: request.test_id };
  }
  if (!mapped.ok) throw new SsoRefusal(SSO_ERROR.FAILED, 'the IdP answer has no usable email', mapped.error);
  const session = await signInAs(connection, claims.subject, mapped.profile, log);
  return { kind: 'session', session };
}

/** A test's result on its SsoTest and on the connection (tested_ok_at when it passed). */
async function recordTest(
  connection: Pick<TSsoConnectionItem, 'company_id' | 'connection_id' | 'version'>,
  result: TSsoTestResult,
) {
  const first = await completeTest(connection.company_id, result.id, result);
  if (!first) return;
  await recordConnectionTest(
    connection,
    JSON.stringify(result),
    result.status === SSO_TEST_STATUS.PASSED ? result.at : undefined,
  );
}

/** A refused test sign-in (state, binding or protocol checks): its result says exactly why. */
export async function recordRefusedTest(test: TRefusedTest, refusal: SsoRefusal, nowMs = Date.now()): Promise<void> {
  const result: TSsoTestResult = {
    id: test.testId,
    status: SSO_TEST_STATUS.FAILED,
    at: new Date(nowMs).toISOString(),
    claims: null,
    mapped: null,
    error: refusal.detail ?? `The sign-in was refused (${refusal.reason}).`,
  };
  const first = await completeTest(test.companyId, test.testId, result);
  if (!first) return;
  const connection = await findConnection(test.companyId, test.connectionId, true);
  if (connection) await recordConnectionTest(connection, JSON.stringify(result), undefined);
}

async function facts(
  companyId: string,
  connection: TSsoConnectionItem,
  subject: string,
  email: string,
): Promise<TSignInFacts> {
  const [linkedId, domain, owner] = await Promise.all([
    findLinkedUserId(companyId, connection.connection_id, subject),
    findDomain(companyId, emailDomain(email)),
    findEmailOwner(email),
  ]);
  const [linkedUser, ownerUser] = await Promise.all([
    linkedId ? findUser(companyId, linkedId, true) : undefined,
    owner ? findUser(owner.companyId, owner.userId, true) : undefined,
  ]);
  return {
    companyId,
    ...(linkedUser ? { linked: { userId: linkedUser.user_id, archived: linkedUser.is_archived === 1 } } : {}),
    domainVerified: domain?.verified_at !== undefined,
    ...(owner && ownerUser ? { owner: { ...owner, archived: ownerUser.is_archived === 1 } } : {}),
    jit: connection.jit,
  };
}

async function signInAs(
  connection: TSsoConnectionItem,
  subject: string,
  profile: TMappedProfile,
  log: TLog,
): Promise<TSession> {
  const companyId = connection.company_id;
  const company = await findCompany(companyId);
  if (!company) throw new SsoRefusal(SSO_ERROR.FAILED, 'company gone');
  let target = decideSignInTarget(await facts(companyId, connection, subject, profile.email));
  let created = false;
  if (target.kind === 'create') {
    const user = await provision(company, profile, log);
    if (user) {
      target = { kind: 'existing', userId: user.user_id, link: true };
      created = true;
    } else {
      // Created by a sign-in racing this one: decide again with the user it made.
      target = decideSignInTarget(await facts(companyId, connection, subject, profile.email));
    }
  }
  if (target.kind === 'refuse') throw new SsoRefusal(target.code, target.reason);
  if (target.kind !== 'existing') throw new SsoRefusal(SSO_ERROR.FAILED, 'user could not be provisioned');
  if (target.link) await linkIdentity(companyId, connection.connection_id, subject, target.userId);

  const before = await findUser(companyId, target.userId, true);
  if (!before || before.is_archived === 1) throw new SsoRefusal(SSO_ERROR.ARCHIVED, 'user archived or gone');
  await applyProfile(before, profile);
  await retireTemporaryPassword(before);
  const managerId = await applyManager(before, profile.manager_email);
  const groups = await syncMappedGroups(connection, before, profile.groups);
  const user = (await findUser(companyId, target.userId, true)) ?? before;

  await waitPastCutoff(user);
  const session = await signedIn(user, await issueSsoTokens(user.user_id), connection.connection_id);
  log.info('sso sign-in', {
    user_id: user.user_id,
    connection_id: connection.connection_id,
    created,
    manager_joined: managerId !== undefined,
    groups_joined: groups.join.length,
    groups_left: groups.leave.length,
  });
  return session;
}

/**
 * Just-in-time provisioning: a learner (role User) in the connection's company, through the product's user creation
 * (the company's band counted in the same transaction; no welcome email; a long random password nobody is told, so
 * until the user sets one with Forgot password, where the company allows passwords, the IdP is their only way in).
 * A full band refuses the sign-in (band_full) and tells the administrators. Undefined when the address was taken
 * meanwhile (another sign-in of the same person at the same moment).
 */
async function provision(company: TCompanyItem, profile: TMappedProfile, log: TLog): Promise<TUserItem | undefined> {
  if (isSuspendedState(company.state)) throw new SsoRefusal(SSO_ERROR.SUSPENDED, 'company suspended: no JIT user');
  const max = bandById(company.banding)?.max ?? 0;
  if (company.total_users >= max) {
    await notifyBandFull(company, profile.email, log);
    throw new SsoRefusal(SSO_ERROR.BAND_FULL, 'user band full: no JIT user');
  }
  try {
    const { user } = await createCompanyUser(
      company.company_id,
      { ...namesForNewUser(profile), email: profile.email, role_id: ROLE.USER },
      { password: temporaryPassword(40), mustChangePassword: false },
    );
    log.info('sso user provisioned', { user_id: user.user_id });
    return user;
  } catch (error) {
    if (isAppError(error) && error.message === MSG.PLAN_LIMIT) {
      await notifyBandFull(company, profile.email, log);
      throw new SsoRefusal(SSO_ERROR.BAND_FULL, 'user band full: no JIT user');
    }
    if (isAppError(error) && error.message === MSG.EMAIL_TAKEN) return undefined;
    throw error;
  }
}

/**
 * The company's administrators hear that someone could not be added (bell and email, as a Nudge is delivered: no
 * company setting governs it), once per address a day however often that person tries.
 */
async function notifyBandFull(company: TCompanyItem, email: string, log: TLog, nowMs = Date.now()): Promise<void> {
  const admins = await listCompanyAdmins(company.company_id);
  const dedupeKey = `sso-band-full#${sha256Hex(email).slice(0, 32)}#${londonDay(nowMs)}`;
  const link = `${config.appUrl}/admin/finance/account-status`;
  for (const admin of admins) {
    const language = recipientLanguage(admin, company);
    for (const channel of channelsFor(admin, NOTIFICATION_SHOWN_UP.BOTH)) {
      await sendOnce(
        {
          companyId: company.company_id,
          channel,
          recipientId: admin.user_id,
          dedupeKey,
          type: NOTIFICATION_TYPE.SSO_BAND_FULL,
        },
        () =>
          channel === 'app'
            ? createNotification(
                company.company_id,
                admin.user_id,
                { title: ssoBandFullTitle(email, language), notification_type: NOTIFICATION_TYPE.SSO_BAND_FULL },
                { nowMs },
              )
            : sendCompanyEmail(company, {
                to: admin.email,
                ...ssoBandFullEmail({ firstName: admin.first_name, email, link, language }),
              }),
        nowMs,
      );
    }
  }
  log.warn('sso sign-in refused: the user band is full', { company_id: company.company_id, admins: admins.length });
}

/**
 * The mapped groups as the IdP lists them (people/sso/group-sync-plan.ts): joins and leaves go through the groups
 * module's membership writes, then the enrolments those memberships bring or take (as setUserGroups does), so a
 * group's courses and deadlines follow the IdP. Unmapped groups are never touched. An answer without the groups claim
 * means no groups (IdPs leave an empty claim out); one saying there were too many to send (Entra ID's overage)
 * changes nothing (claims-mapping.ts).
 */
async function syncMappedGroups(connection: TSsoConnectionItem, user: TUserItem, idpGroups: string[] | undefined) {
  if (idpGroups === undefined || connection.group_map.length === 0) return { join: [], leave: [] };
  const memberships = await listCompanyMemberships(user.company_id);
  const plan = planGroupSync(connection.group_map, idpGroups, memberships.get(user.user_id) ?? []);
  const { company_id: companyId, user_id: userId } = user;
  const left = await writeMemberships(
    companyId,
    plan.leave.map((groupId) => ({ groupId, userId })),
    'remove',
  );
  for (const { groupId } of left) {
    await syncMembersWithGroupTargets(companyId, groupId, [userId], 'remove', { followMembership: true });
  }
  const joined = await writeMemberships(
    companyId,
    plan.join.map((groupId) => ({ groupId, userId })),
    'add',
  );
  for (const { groupId } of joined) {
    await syncMembersWithGroupTargets(companyId, groupId, [userId], 'add', { followMembership: true });
  }
  return { join: joined, leave: left };
}
