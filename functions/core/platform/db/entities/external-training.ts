import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * One external training record (a course a user took elsewhere). pk `C#<cid>`, sk `EXTTR#<userId>#<ulid>`: one
 * Query reads a user's records, one Query on `EXTTR#` the company's. gsi1 `C#<cid>#EXTTR#<id>` finds one by its id;
 * gsi2 `C#<cid>#EXTEXP` / `<deadline>#<id>` is set only while the record has an expiry date, so a daily job finds
 * the records expiring on a day with one bounded Query. The certificate is a verified `certificate` upload whose
 * key, name, type and size are kept here.
 */
export const externalTrainingEntity = lazy(
  () =>
    new Entity({
      name: 'ExternalTraining',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        user_id: string().key(),
        training_id: string().key(),
        name: string(),
        /** yyyy-mm-dd. */
        completed: string(),
        type: number(),
        body: string(),
        score: number().optional(),
        result: string().enum('passed', 'failed'),
        cost: number().optional(),
        /** Expiry day, yyyy-mm-dd. */
        deadline: string().optional(),
        file_key: string().optional(),
        file_name: string().optional(),
        file_mime: string().optional(),
        file_size: number().optional(),
        created_by: string(),
        gsi1pk: string(),
        gsi1sk: string(),
        gsi2pk: string().optional(),
        gsi2sk: string().optional(),
      }),
      computeKey: ({ company_id, user_id, training_id }) => ({
        pk: keys.company(company_id),
        sk: keys.externalTrainingSk(user_id, training_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
