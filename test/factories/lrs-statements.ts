/**
 * A statement written straight into the company's LRS store (issue 35), as the LRS itself would store it (its index
 * entries included), for tests of what reads, exports or deletes statements.
 */
import { sortableId } from '../../functions/core/platform/crypto/tokens';
import { ownOrigin } from '../../functions/core/platform/lrs/statement-index';
import { storeStatement } from '../../functions/core/platform/lrs/statement-repository';

export async function putLrsStatement(
  companyId: string,
  options: {
    statementId: string;
    stored: string;
    registration?: string;
    /** The learner whose launch wrote it (an account actor on the app). */
    actorUserId?: string;
    verb: string;
    object: string;
    /** Whose write it is (lrs-context.ts authorityKey); `test` by default. */
    authorityKey?: string;
    /** The actor account's homePage (the app's origin for a learner). */
    homePage?: string;
  },
): Promise<string> {
  const storedId = sortableId(Date.parse(options.stored));
  const statement = {
    id: options.statementId,
    actor: {
      objectType: 'Agent',
      account: { homePage: options.homePage ?? 'https://app.test', name: options.actorUserId ?? 'someone' },
    },
    verb: { id: options.verb },
    object: { id: options.object },
    ...(options.registration ? { context: { registration: options.registration } } : {}),
    stored: options.stored,
  };
  const result = await storeStatement(companyId, {
    item: {
      company_id: companyId,
      stored_id: storedId,
      statement_id: options.statementId.toLowerCase(),
      statement: JSON.stringify(statement),
      stored: options.stored,
      ...(options.registration ? { registration: options.registration } : {}),
      ...(options.actorUserId ? { actor_user_id: options.actorUserId } : {}),
      authority_key: options.authorityKey ?? 'test',
      origins: JSON.stringify([ownOrigin(statement, options.authorityKey ?? 'test')]),
    },
    fingerprint: 'test',
  });
  if (result !== 'stored') throw new Error(`statement ${options.statementId} not stored: ${result}`);
  return storedId;
}
