import { config } from '../config';
import { agentIfi } from './agent-ifi';
import { filterHash, indexKey } from './statement-index';
import {
  deleteStatements,
  getStatementItems,
  queryPage,
  type TIndexFilter,
  type TLrsStatementItem,
} from './statement-repository';
import { OWN_LEARNING_CLIENT } from '@skillway/shared/constants/own-learning';

/** The authority key (lrs-context.ts authorityKey) the LMS's own statements are indexed under. */
export const LMS_AUTHORITY_KEY = `client:${OWN_LEARNING_CLIENT.ID}`;

/** The IRI of one of the product's own activities (a course, a material, a test, a certificate) on the app's origin. */
export function ownActivityIri(appUrl: string, kind: 'course' | 'material' | 'test' | 'certificate', id: string) {
  return `${appUrl}/xapi/activities/${kind}/${encodeURIComponent(id)}`;
}

/** A learner as the LRS names them: an account on the app named by the user id (learner/xapi/agent.ts actorJson). */
function learnerAgent(userId: string) {
  return { objectType: 'Agent', account: { homePage: config.appUrl, name: userId } };
}

const PAGE = 200;

/**
 * The product's own statements about a learner (issue 35), all runs: the learner's agent index partition, kept to
 * the statements whose actor is the learner and whose authority is the LMS, and with `courseId` to those of that course
 * (the course is their object or their grouping). One partition, page by page: never a Scan. Statements other writers
 * made about the learner (packages, clients) are not these: they go by their registrations (xapi-records.ts).
 */
export async function listOwnLearningStatements(
  companyId: string,
  userId: string,
  courseId?: string,
): Promise<TLrsStatementItem[]> {
  const ifi = agentIfi(learnerAgent(userId))!;
  const filter: TIndexFilter = {
    agent: { hash: filterHash.agent(ifi), related: false },
    authority: filterHash.authority(LMS_AUTHORITY_KEY),
    ...(courseId
      ? { activity: { hash: filterHash.activity(ownActivityIri(config.appUrl, 'course', courseId)), related: true } }
      : {}),
  };
  const storedIds: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await queryPage(companyId, {
      indexKey: indexKey.agent(ifi),
      filter,
      ascending: true,
      limit: PAGE,
      ...(after ? { after } : {}),
    });
    // An entry without a stored id only marks where a filtered page stopped reading.
    storedIds.push(...page.entries.map((entry) => entry.storedId).filter((id) => id !== ''));
    if (page.done || page.entries.length === 0) break;
    after = page.entries.at(-1)!.sk;
  }
  return getStatementItems(companyId, storedIds);
}

/** Deletes the product's own statements about a learner (with `courseId`, on that course only). Safe to repeat. */
export async function deleteOwnLearning(companyId: string, userId: string, courseId?: string): Promise<void> {
  await deleteStatements(companyId, await listOwnLearningStatements(companyId, userId, courseId));
}
