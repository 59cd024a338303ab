import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * An SSO proof already answered (auth/sso-proof.ts): put by the pool's VerifyAuthChallengeResponse trigger with the
 * condition that it does not exist, so each proof signs a user in once. pk `SSOPROOF#<nonce>`, sk `SSOPROOF`;
 * DynamoDB deletes it after `ttl` (by then the proof has expired and is refused anyway). Never holds the proof.
 */
export const ssoProofEntity = lazy(
  () =>
    new Entity({
      name: 'SsoProof',
      table: SkillwayTable,
      schema: item({
        nonce: string().key(),
        user_id: string(),
        ttl: number(),
      }),
      computeKey: ({ nonce }) => ({ pk: keys.ssoProofPk(nonce), sk: keys.ssoProofSk }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
