import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A course's test (one per course; its id is the course id). pk `C#<cid>#CRS#<courseId>`, sk `QUIZ`.
 * `total_questions` and `total_core_questions` are kept in the same transaction as each question.
 */
export const testEntity = lazy(
  () =>
    new Entity({
      name: 'Quiz',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        course_id: string().key(),
        pass_mark: number(),
        question_limit: number(),
        random_question: boolean(),
        agree_statement: string().optional(),
        total_questions: number(),
        total_core_questions: number(),
      }),
      computeKey: ({ company_id, course_id }) => ({ pk: keys.coursePk(company_id, course_id), sk: keys.testSk }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * A test question. pk `C#<cid>#CRS#<courseId>`, sk `QUESTION#<ulid>` (creation order); gsi1
 * `C#<cid>#CCHILD#<questionId>` finds it by id alone. `correct_answers` is always a list of letters.
 */
export const questionEntity = lazy(
  () =>
    new Entity({
      name: 'Question',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        course_id: string().key(),
        question_id: string().key(),
        question: string(),
        question_type: number(),
        options: record(string(), string()),
        correct_answers: list(string()),
        core_question: boolean(),
        gsi1pk: string(),
        gsi1sk: string(),
      }),
      computeKey: ({ company_id, course_id, question_id }) => ({
        pk: keys.coursePk(company_id, course_id),
        sk: keys.questionSk(question_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
