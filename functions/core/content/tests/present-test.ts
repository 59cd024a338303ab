import type { TTest } from '@skillway/shared';
import type { TCourseItem, TTestItem } from '../../platform/db/types';

export function presentTest(quiz: TTestItem, course: TCourseItem): TTest {
  return {
    id: quiz.course_id,
    course_id: quiz.course_id,
    course_name: course.name,
    pass_mark: quiz.pass_mark,
    agree_statement: quiz.agree_statement || null,
    random_question: quiz.random_question,
    question_limit: quiz.question_limit,
    total_questions: quiz.total_questions,
    total_core_questions: quiz.total_core_questions,
    from_catalogue: Boolean(course.catalogue_slug),
    created_at: quiz.created_at,
    updated_at: quiz.updated_at,
  };
}
