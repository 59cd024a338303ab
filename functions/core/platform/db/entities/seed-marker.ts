import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/** pk `SEED#<name>`: written last by a seed, so a finished seed is skipped on the next start. */
export const seedMarkerEntity = lazy(
  () =>
    new Entity({
      name: 'SeedMarker',
      table: SkillwayTable,
      schema: item({
        name: string().key(),
        version: string(),
      }),
      computeKey: ({ name }) => ({ pk: keys.seedPk(name), sk: keys.seedSk }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
