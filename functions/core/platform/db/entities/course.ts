import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';
import { recertificationAttribute } from './recertification-attribute';

/**
 * A course of a company. pk `C#<cid>`, sk `COURSE#<courseId>` (the library is one Query of the company's courses).
 * `total_materials` is kept in the same transaction as each material, so publishing can require material with a
 * condition. Enrolment counters live in the enrolment module's TargetStats item; progress counters
 * (`total_inprogress`, `total_completed`) are kept here by the learning work. Everything else of the course sits in
 * its own partition `C#<cid>#CRS#<courseId>` (material, test, questions) and under the S3 prefix
 * `c/<cid>/courses/<courseId>/`.
 */
export const courseEntity = lazy(
  () =>
    new Entity({
      name: 'Course',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        course_id: string().key(),
        name: string(),
        /** Sanitised HTML. */
        description: string(),
        minutes: number(),
        course_type: number(),
        topics: list(string()),
        channels: list(string()),
        /** Key under the course's S3 prefix. */
        thumbnail_key: string().optional(),
        published: boolean(),
        is_default: boolean(),
        catalogue_slug: string().optional(),
        /** A passed e-learning package also passes the course's test (its score as the test score). Absent = false. */
        package_result_as_test: boolean().optional(),
        /**
         * Certificate validity and renewal (issue 29; shared TRecertification, absent values for its nulls). Absent:
         * never set, certificates never expire and the course is not on the Compliance screen.
         */
        recertification: recertificationAttribute.optional(),
        /**
         * The language the course is written in (issue 34: a LANGUAGE; content stays as authored). Absent (a course
         * written before languages): en-GB.
         */
        language: string().optional(),
        total_materials: number(),
        total_videos: number(),
        total_inprogress: number(),
        total_completed: number(),
        created_by: string(),
      }),
      computeKey: ({ company_id, course_id }) => ({ pk: keys.company(company_id), sk: keys.courseSk(course_id) }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * A catalogue course installed in the company: pk `C#<cid>`, sk `INSTALLED#<slug>`. Written with
 * `attribute_not_exists` in the same transaction as the course, so installing a slug twice never duplicates it.
 */
export const installedCourseEntity = lazy(
  () =>
    new Entity({
      name: 'InstalledCourse',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        slug: string().key(),
        course_id: string(),
      }),
      computeKey: ({ company_id, slug }) => ({ pk: keys.company(company_id), sk: keys.installedCourseSk(slug) }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
