import { lazy } from '../lazy';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/** The keys of both items: one learner's (user_id) package (asset_id) on a course, in the course's partition. */
const learnerPackage = {
  company_id: string().key(),
  course_id: string().key(),
  user_id: string().key(),
  asset_id: string().key(),
};

/**
 * One learner's SCORM data of one item (SCO) of a package: the cmi tree the runtime last committed, as JSON (at most
 * 64 KB; scorm-again's `loadFromJSON` takes it back on the next launch). pk `C#<cid>#CRS#<courseId>`, sk
 * `PKGDATA#<uid>#<assetId>#<itemKey>`; no index keys. It belongs to the Enrolment whose `started_at` it names: after
 * a reset or a new enrolment the old data is not restored (functions/core/learner/package-player/scorm-data.ts).
 */
export const packageDataEntity = lazy(
  () =>
    new Entity({
      name: 'PackageData',
      table: SkillwayTable,
      schema: item({
        ...learnerPackage,
        /** A hash of `item_id` (ids are free text and may hold `#`). */
        item_key: string().key(),
        item_id: string(),
        started_at: string(),
        cmi_json: string(),
        committed_at: string(),
      }),
      computeKey: ({ company_id, course_id, user_id, asset_id, item_key }) => ({
        pk: keys.coursePk(company_id, course_id),
        sk: keys.packageDataSk(user_id, asset_id, item_key),
      }),
      timestamps: false,
    }),
);

/**
 * Which items of a package one learner has finished (functions/core/learner/learning/record-package-outcome.ts):
 * per item id whether the content reported it completed and passed, and its score (percent). pk
 * `C#<cid>#CRS#<courseId>`, sk `PKGPROG#<uid>#<assetId>`; no index keys. `version` conditions every write (two
 * items' commits at once are both kept); `started_at` ties it to the Enrolment as PackageData is.
 */
export const packageProgressEntity = lazy(
  () =>
    new Entity({
      name: 'PackageProgress',
      table: SkillwayTable,
      schema: item({
        ...learnerPackage,
        started_at: string(),
        items: record(
          string(),
          map({
            completed: boolean(),
            passed: boolean().optional(),
            score: number().optional(),
            at: string(),
          }),
        ),
        version: number(),
      }),
      computeKey: ({ company_id, course_id, user_id, asset_id }) => ({
        pk: keys.coursePk(company_id, course_id),
        sk: keys.packageProgressSk(user_id, asset_id),
      }),
      timestamps: false,
    }),
);
export type TPackageProgressItem = FormattedItem<ReturnType<typeof packageProgressEntity>>;
