import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute, isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { DEFAULT_PASS_MARK, DEFAULT_QUESTION_LIMIT, MSG, QUIZ_LIMITS } from '@skillway/shared';
import { sortableId } from '../../platform/crypto/tokens';
import { questionEntity, testEntity } from '../../platform/db/entities/test';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TQuestionItem, TTestItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TValidQuestion } from './validate-question';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/** Items one TransactWriteItems may hold. */
const TRANSACTION_MAX = 100;

function newQuestionId(): string {
  return sortableId();
}

export async function findTest(companyId: string, courseId: string): Promise<TTestItem | undefined> {
  const { Item } = await testEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, course_id: courseId })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * Creates the course's test with the spec's defaults (pass mark 80, question limit 10, not random) or the given
 * pass mark and limit (a catalogue course's), unless it has
 * one: `attribute_not_exists` makes two racing Test clicks make one test. Returns whether it was created.
 */
export async function createTestIfMissing(
  companyId: string,
  courseId: string,
  values: { pass_mark?: number; question_limit?: number } = {},
): Promise<boolean> {
  return sendUnlessConditionFails(
    testEntity()
      .build(PutItemCommand)
      .item({
        company_id: companyId,
        course_id: courseId,
        pass_mark: values.pass_mark ?? DEFAULT_PASS_MARK,
        question_limit: values.question_limit ?? DEFAULT_QUESTION_LIMIT,
        random_question: false,
        total_questions: 0,
        total_core_questions: 0,
      })
      .options({ condition: { attr: 'course_id', exists: false } }),
  );
}

export async function updateTestSettings(
  companyId: string,
  courseId: string,
  fields: { pass_mark?: number; question_limit?: number; random_question?: boolean; agree_statement?: string | null },
): Promise<void> {
  const { agree_statement, ...rest } = fields;
  const statement = agree_statement === undefined ? {} : { agree_statement: agree_statement || $remove() };
  const written = await sendUnlessConditionFails(
    testEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, course_id: courseId, ...rest, ...statement })
      .options({ condition: { attr: 'course_id', exists: true } }),
  );
  if (!written) throw AppError.notFound();
}

/** Every question of a test, oldest first (ids sort by creation); at most 200. */
export async function listQuestions(companyId: string, courseId: string): Promise<TQuestionItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(questionEntity())
    .query({ partition: keys.coursePk(companyId, courseId), range: { beginsWith: keys.questionsPrefix } })
    .options({ consistent: true, maxPages: Infinity })
    .send();
  return Items ?? [];
}

export async function findQuestion(
  companyId: string,
  courseId: string,
  questionId: string,
): Promise<TQuestionItem | undefined> {
  const { Item } = await questionEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, course_id: courseId, question_id: questionId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** A question by its id alone (gsi1 `C#<cid>#CCHILD#<questionId>`), then read from the table so it is current. */
export async function findQuestionById(companyId: string, questionId: string): Promise<TQuestionItem | undefined> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(questionEntity())
    .query({ index: 'gsi1', partition: keys.courseChildIndexPk(companyId, questionId) })
    .options({ limit: 1 })
    .send();
  const found = Items?.[0];
  return found ? findQuestion(companyId, found.course_id, questionId) : undefined;
}

function questionItem(companyId: string, courseId: string, questionId: string, value: TValidQuestion) {
  return {
    company_id: companyId,
    course_id: courseId,
    question_id: questionId,
    question: value.question,
    question_type: value.question_type,
    options: value.options as Record<string, string>,
    correct_answers: value.correct_answers,
    core_question: value.core_question,
    gsi1pk: keys.courseChildIndexPk(companyId, questionId),
    gsi1sk: keys.questionSk(questionId),
  };
}

/** Adds a question and counts it on the test in one transaction (the test must exist and hold fewer than 200). */
export async function insertQuestion(companyId: string, courseId: string, value: TValidQuestion): Promise<string> {
  const questionId = newQuestionId();
  try {
    await execute(
      questionEntity()
        .build(PutTransaction)
        .item(questionItem(companyId, courseId, questionId, value))
        .options({ condition: { attr: 'question_id', exists: false } }),
      testEntity()
        .build(UpdateTransaction)
        .item({
          company_id: companyId,
          course_id: courseId,
          total_questions: $add(1),
          total_core_questions: $add(value.core_question ? 1 : 0),
        })
        .options({
          condition: {
            and: [
              { attr: 'course_id', exists: true },
              { attr: 'total_questions', lt: QUIZ_LIMITS.questionsPerTestMax },
            ],
          },
        }),
    );
  } catch (error) {
    if (isTransactionCancelled(error) && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') {
      throw AppError.field('question', MSG.QUIZ_QUESTION_LIMIT);
    }
    throw error;
  }
  return questionId;
}

/** Rewrites a question (possibly as another type) and keeps the core count right, in one transaction. */
export async function replaceQuestion(before: TQuestionItem, value: TValidQuestion): Promise<void> {
  const coreDelta = (value.core_question ? 1 : 0) - (before.core_question ? 1 : 0);
  await execute(
    questionEntity()
      .build(PutTransaction)
      .item(questionItem(before.company_id, before.course_id, before.question_id, value))
      .options({ condition: { attr: 'question_id', exists: true } }),
    testEntity()
      .build(UpdateTransaction)
      .item({ company_id: before.company_id, course_id: before.course_id, total_core_questions: $add(coreDelta) })
      .options({ condition: { attr: 'course_id', exists: true } }),
  );
}

/**
 * Deletes questions of one test with its counters, all or none per transaction (99 questions and the test's
 * counters each). Returns false when any of them was already gone (the transaction changed nothing).
 */
export async function deleteQuestions(questions: readonly TQuestionItem[]): Promise<boolean> {
  for (let i = 0; i < questions.length; i += TRANSACTION_MAX - 1) {
    const chunk = questions.slice(i, i + TRANSACTION_MAX - 1);
    const first = chunk[0]!;
    try {
      await execute(
        ...chunk.map((question) =>
          questionEntity()
            .build(DeleteTransaction)
            .key({ company_id: question.company_id, course_id: question.course_id, question_id: question.question_id })
            .options({ condition: { attr: 'question_id', exists: true } }),
        ),
        testEntity()
          .build(UpdateTransaction)
          .item({
            company_id: first.company_id,
            course_id: first.course_id,
            total_questions: $add(-chunk.length),
            total_core_questions: $add(-chunk.filter((question) => question.core_question).length),
          })
          .options({ condition: { attr: 'course_id', exists: true } }),
      );
    } catch (error) {
      if (isTransactionCancelled(error)) return false;
      throw error;
    }
  }
  return true;
}

/**
 * Replaces every question of a test (repopulate, reseed): deletes the old ones, writes the new ones and sets the
 * counters to what was written. Not one transaction (up to 200 questions), but repeating it converges.
 */
export async function replaceAllQuestions(
  companyId: string,
  courseId: string,
  values: readonly TValidQuestion[],
): Promise<void> {
  const existing = await listQuestions(companyId, courseId);
  for (let i = 0; i < existing.length; i += TRANSACTION_MAX) {
    await execute(
      ...existing.slice(i, i + TRANSACTION_MAX).map((question) =>
        questionEntity().build(DeleteTransaction).key({
          company_id: companyId,
          course_id: courseId,
          question_id: question.question_id,
        }),
      ),
    );
  }
  // Time-sortable ids a millisecond apart keep the catalogue's order.
  const start = Date.now();
  const items = values.map((value, index) => questionItem(companyId, courseId, sortableId(start + index), value));
  for (let i = 0; i < items.length; i += TRANSACTION_MAX) {
    await execute(
      ...items.slice(i, i + TRANSACTION_MAX).map((item) => questionEntity().build(PutTransaction).item(item)),
    );
  }
  await testEntity()
    .build(UpdateItemCommand)
    .item({
      company_id: companyId,
      course_id: courseId,
      total_questions: values.length,
      total_core_questions: values.filter((value) => value.core_question).length,
    })
    .send();
}
