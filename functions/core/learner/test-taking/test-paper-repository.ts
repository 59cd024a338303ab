import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { testAttemptEntity } from '../../platform/db/entities/test-attempt';
import { baseLogger } from '../../platform/http/logger';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

export type TTestAttemptItem = FormattedItem<ReturnType<typeof testAttemptEntity>>;

/** An unsubmitted paper is kept a day; a learner who comes back later is served a new one. */
const PAPER_TTL_SECONDS = 24 * 60 * 60;

export interface TServedPaper {
  companyId: string;
  courseId: string;
  userId: string;
  questionIds: string[];
  letterMaps: Record<string, Record<string, string>>;
  attemptsBefore: number;
}

/**
 * Remembers the paper just served. `replacing` is the stale paper it replaces (another attempt's, or one whose
 * questions changed), or undefined when there was none: the write is conditioned on that, so of two requests
 * racing to serve a first paper only one wins (false for the loser, who serves the winner's paper).
 */
export async function savePaper(
  paper: TServedPaper,
  replacing: TTestAttemptItem | undefined,
  now = new Date(),
): Promise<boolean> {
  return sendUnlessConditionFails(paperWrite(paper, replacing, now));
}

function paperWrite(paper: TServedPaper, replacing: TTestAttemptItem | undefined, now: Date) {
  return testAttemptEntity()
    .build(PutItemCommand)
    .item({
      company_id: paper.companyId,
      course_id: paper.courseId,
      user_id: paper.userId,
      question_ids: paper.questionIds,
      letter_maps: paper.letterMaps,
      attempts_before: paper.attemptsBefore,
      served_at: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + PAPER_TTL_SECONDS,
    })
    .options({
      condition: replacing ? { attr: 'served_at', eq: replacing.served_at } : { attr: 'served_at', exists: false },
    });
}

/** The paper served to the user, unless it was submitted or has expired (TTL deletion can lag, so check it too). */
export async function findPaper(
  companyId: string,
  courseId: string,
  userId: string,
  now = new Date(),
): Promise<TTestAttemptItem | undefined> {
  const item = await findPaperItem(companyId, courseId, userId);
  return item && isLive(item, now) ? item : undefined;
}

/** The stored paper item, expired or not (an expired one may still be there until TTL deletion). */
export async function findPaperItem(
  companyId: string,
  courseId: string,
  userId: string,
): Promise<TTestAttemptItem | undefined> {
  const { Item } = await testAttemptEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, course_id: courseId, user_id: userId })
    .options({ consistent: true })
    .send();
  return Item;
}

export function isLive(paper: TTestAttemptItem, now = new Date()): boolean {
  return paper.ttl > Math.floor(now.getTime() / 1000);
}

/**
 * Deletes a paper once its attempt is counted, unless a new paper was served over it meanwhile (conditioned on its
 * `served_at`). Its attempt already counted, the paper can no longer be scored, so a failure here loses nothing: it
 * is logged, and the paper expires with its TTL.
 */
export async function deleteSubmittedPaper(paper: TTestAttemptItem): Promise<void> {
  try {
    await sendUnlessConditionFails(
      testAttemptEntity()
        .build(DeleteItemCommand)
        .key({ company_id: paper.company_id, course_id: paper.course_id, user_id: paper.user_id })
        .options({ condition: { attr: 'served_at', eq: paper.served_at } }),
    );
  } catch (error) {
    baseLogger().warn('submitted test paper not deleted', { error: error as Error, course_id: paper.course_id });
  }
}
