import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { map } from 'dynamodb-toolbox/schema/map';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * One course material (asset). pk `C#<cid>#CRS#<courseId>`, sk `ASSET#<assetId>`; gsi1 `C#<cid>#CCHILD#<assetId>`
 * finds it by id alone. Files sit under `c/<cid>/courses/<courseId>/assets/<assetId>/`. A video is `processing`
 * until MediaConvert finishes on AWS (then `hls_key` and `poster_key`), `ready` at once locally; a deck's
 * `conversion` runs pending → ready (slide images in `slide_keys`) | unavailable | failed. A video's `captions`
 * lists its WebVTT tracks (kind, language, label, file key and name). An e-learning package's `package` runs
 * processing → ready | failed; its files are unpacked under `content/<cid>/<assetId>/`.
 */
export const courseAssetEntity = lazy(
  () =>
    new Entity({
      name: 'CourseAsset',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        course_id: string().key(),
        asset_id: string().key(),
        title: string(),
        description: string().optional(),
        asset_type: string().enum('video', 'document', 'link', 'powerpoint', 'package'),
        sort_order: number(),
        external_link: string().optional(),
        file_key: string().optional(),
        file_mime: string().optional(),
        file_name: string().optional(),
        file_size: number().optional(),
        video_status: string().enum('processing', 'ready', 'failed').optional(),
        transcode_job_id: string().optional(),
        hls_key: string().optional(),
        poster_key: string().optional(),
        conversion: string().enum('pending', 'ready', 'unavailable', 'failed').optional(),
        slide_keys: list(string()).optional(),
        /** A video's WebVTT tracks (captions, text descriptions): files under the asset's prefix, `captions/`. */
        captions: list(
          map({
            kind: string().enum('captions', 'descriptions'),
            language: string(),
            label: string(),
            key: string(),
            name: string(),
          }),
        ).optional(),
        /**
         * An e-learning package (asset_type package): what the unpack worker found (events/handlers/unpack-package).
         * The zip stays at `file_key`; its files are unpacked under `content/<cid>/<assetId>/`.
         */
        package: map({
          status: string().enum('processing', 'ready', 'failed'),
          standard: string().enum('scorm12', 'scorm2004', 'xapi', 'cmi5').optional(),
          version: string().optional(),
          title: string().optional(),
          activity_id: string().optional(),
          mastery_score: number().optional(),
          items: list(
            map({
              id: string(),
              title: string(),
              launch: string(),
              parameters: string().optional(),
              mastery_score: number().optional(),
              move_on: string()
                .enum('Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable')
                .optional(),
              launch_method: string().enum('AnyWindow', 'OwnWindow').optional(),
              activity_id: string().optional(),
            }),
          ),
          error: string().optional(),
        }).optional(),
        gsi1pk: string(),
        gsi1sk: string(),
      }),
      computeKey: ({ company_id, course_id, asset_id }) => ({
        pk: keys.coursePk(company_id, course_id),
        sk: keys.assetSk(asset_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
