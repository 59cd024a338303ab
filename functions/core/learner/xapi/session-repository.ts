import { randomUUID } from 'node:crypto';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import {
  xapiRegistrationEntity,
  xapiSessionEntity,
  type TXapiRegistrationItem,
  type TXapiSessionItem,
} from '../../platform/db/entities/xapi';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

export type { TXapiRegistrationItem, TXapiSessionItem };

/** A launch session by id (consistent: the fetch URL and the first statement follow the launch at once). */
export async function getXapiSession(companyId: string, sessionId: string): Promise<TXapiSessionItem | undefined> {
  const { Item } = await xapiSessionEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, session_id: sessionId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function putXapiSession(session: TXapiSessionItem): Promise<void> {
  await xapiSessionEntity().build(PutItemCommand).item(session).send();
}

/**
 * Marks the fetch URL used and sets the session's secret (its hash): true for the one call that flips it (a
 * condition on the stored flag), false for every later call, concurrent ones included.
 */
export async function claimFetch(session: TXapiSessionItem, secretHash: string): Promise<boolean> {
  return sendUnlessConditionFails(
    xapiSessionEntity()
      .build(PutItemCommand)
      .item({ ...session, fetched: 1, secret_hash: secretHash })
      .options({ condition: { attr: 'fetched', exists: false } }),
  );
}

export async function getXapiRegistration(
  companyId: string,
  userId: string,
  assetId: string,
): Promise<TXapiRegistrationItem | undefined> {
  const { Item } = await xapiRegistrationEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, user_id: userId, asset_id: assetId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Writes the registration whole (its per-AU flags change a few times per launch at most). */
export async function putXapiRegistration(
  registration: Omit<TXapiRegistrationItem, 'created_at' | 'updated_at'>,
): Promise<void> {
  await xapiRegistrationEntity().build(PutItemCommand).item(registration).send();
}

/**
 * The learner's registration on a package for their current enrolment: the stored one, or a new one (a new UUID, no
 * flags) when there is none or it belongs to an earlier start of the course (a reset, or unenrolled and enrolled
 * again: the package's progress starts afresh, so must cmi5's per-registration rules). Two first launches at once
 * share the winner's.
 */
export async function ensureXapiRegistration(
  companyId: string,
  userId: string,
  target: { courseId: string; assetId: string },
  startedAt: string | undefined,
): Promise<TXapiRegistrationItem> {
  const { courseId, assetId } = target;
  const existing = await getXapiRegistration(companyId, userId, assetId);
  const stale = existing?.started_at !== undefined && startedAt !== undefined && existing.started_at !== startedAt;
  if (existing && !stale) {
    // A registration made before the learner first opened the course (or before registrations named their course)
    // takes the run and the course once, then stays as it is.
    const startedAtAdopted = existing.started_at === undefined ? startedAt : existing.started_at;
    if (existing.course_id === courseId && existing.started_at === startedAtAdopted) return existing;
    const adopted = {
      ...existing,
      course_id: courseId,
      ...(startedAtAdopted !== undefined ? { started_at: startedAtAdopted } : {}),
    };
    await putXapiRegistration(adopted);
    return adopted;
  }
  const fresh = {
    company_id: companyId,
    user_id: userId,
    asset_id: assetId,
    course_id: courseId,
    registration: randomUUID(),
    ...(startedAt !== undefined ? { started_at: startedAt } : {}),
    // The earlier run's statements and states stay theirs, found through this registration when it is deleted.
    ...(existing ? { previous: [...(existing.previous ?? []), existing.registration] } : {}),
  };
  await sendUnlessConditionFails(
    xapiRegistrationEntity()
      .build(PutItemCommand)
      .item(fresh)
      .options({
        condition: existing
          ? { attr: 'registration', eq: existing.registration }
          : { attr: 'registration', exists: false },
      }),
  );
  const stored = await getXapiRegistration(companyId, userId, assetId);
  if (!stored) throw new Error('registration missing after create');
  return stored;
}
