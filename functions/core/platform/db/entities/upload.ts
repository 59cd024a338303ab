import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * An object key the server issued for an upload. pk `C#<cid>`, sk `UPLOAD#<key>`. `pending` from signing until
 * the content check passes (then `verified`, kept as the file's metadata); a pending record expires after a day, a
 * pending multipart upload's after three (it may be resumed until the two-day clean-up of incomplete uploads).
 */
export const uploadEntity = lazy(
  () =>
    new Entity({
      name: 'Upload',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        key: string().key(),
        kind: string(),
        status: string().enum('pending', 'verified'),
        original_name: string(),
        content_type: string(),
        uploaded_by: string(),
        size: number().optional(),
        mime_type: string().optional(),
        ttl: number().optional(),
        /** A multipart upload (issue 33): S3's upload id and the size the browser declared. Absent for a single POST. */
        upload_id: string().optional(),
        declared_size: number().optional(),
      }),
      computeKey: ({ company_id, key }) => ({ pk: keys.company(company_id), sk: keys.uploadSk(key) }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
