import { createHash } from 'node:crypto';
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
 * The statements of one agent's index partition that the filter lets through, in stored order, page by page (never a
 * Scan). With `ownOnly`, only entries of the statements themselves (origin 0), not those a StatementRef inherited
 * from its target: a statement pointing at one about the agent names only the target's id.
 */
async function agentStatements(
  companyId: string,
  ifi: string,
  filter: TIndexFilter,
  ownOnly = false,
): Promise<TLrsStatementItem[]> {
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
    for (const entry of page.entries)
      if (entry.storedId !== '' && (!ownOnly || entry.sk.endsWith('#0'))) storedIds.push(entry.storedId);
    if (page.done || page.entries.length === 0) break;
    after = page.entries.at(-1)!.sk;
  }
  return getStatementItems(companyId, [...new Set(storedIds)]);
}

/**
 * The product's own statements about a learner (issue 35), all runs: the learner's agent index partition, kept to
 * the statements whose actor is the learner and whose authority is the LMS, and with `courseId` to those of that course
 * (the course is their object or their grouping). Statements other writers made about the learner (packages,
 * clients) are not these: they go by their registrations (xapi-records.ts), or with the learner (statementsNaming).
 */
export async function listOwnLearningStatements(
  companyId: string,
  userId: string,
  courseId?: string,
): Promise<TLrsStatementItem[]> {
  const ifi = agentIfi(learnerAgent(userId))!;
  return agentStatements(companyId, ifi, {
    agent: { hash: filterHash.agent(ifi), related: false },
    authority: filterHash.authority(LMS_AUTHORITY_KEY),
    ...(courseId
      ? { activity: { hash: filterHash.activity(ownActivityIri(config.appUrl, 'course', courseId)), related: true } }
      : {}),
  });
}

/**
 * The identifiers a company's LRS may know a user by: their account on the app (what launches and the product's own
 * statements name), and their email as `mbox` and as its SHA-1 (what an authoring tool or another system writing with
 * an LRS client may name).
 */
function userIfis(userId: string, email: string | undefined): string[] {
  const ifis = [agentIfi(learnerAgent(userId))!];
  if (email) {
    const mbox = `mailto:${email.toLowerCase()}`;
    ifis.push(`mbox:${mbox}`, `sha1:${createHash('sha1').update(mbox, 'utf8').digest('hex')}`);
  }
  return ifis;
}

/**
 * Every statement of the company's LRS that names the user by any of those identifiers, whoever wrote it: as its
 * actor or object, a Group member, an instructor, a team's member or a context agent (every related agent). What
 * deleting or erasing the user deletes, with their registrations' statements.
 */
export async function statementsNaming(
  companyId: string,
  userId: string,
  email?: string,
): Promise<TLrsStatementItem[]> {
  const found = new Map<string, TLrsStatementItem>();
  for (const ifi of userIfis(userId, email))
    for (const item of await agentStatements(
      companyId,
      ifi,
      { agent: { hash: filterHash.agent(ifi), related: true } },
      true,
    ))
      found.set(item.stored_id, item);
  return [...found.values()];
}

/** Deletes the product's own statements about a learner (with `courseId`, on that course only). Safe to repeat. */
export async function deleteOwnLearning(companyId: string, userId: string, courseId?: string): Promise<void> {
  await deleteStatements(companyId, await listOwnLearningStatements(companyId, userId, courseId));
}
