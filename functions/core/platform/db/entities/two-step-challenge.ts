import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { lazy } from '../lazy';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A sign-in whose password was accepted and whose second step (two-step verification) is due
 * (functions/core/people/two-step/challenge-repository.ts). pk `C#<cid>`, sk `TSTEP#<sha256 of the challenge's
 * nonce>`: only the caller holding the challenge can name it, and deleting the company deletes it. It keeps the
 * identity provider's tokens for the session the second step opens, sealed with the nonce (the item alone opens
 * nothing), counts the codes tried, and goes when used, after TWO_STEP.maxCodeAttempts, or by `ttl`.
 */
export const twoStepChallengeEntity = lazy(
  () =>
    new Entity({
      name: 'TwoStepChallenge',
      table: SkillwayTable,
      schema: item({
        nonce_hash: string().key(),
        company_id: string().key(),
        user_id: string(),
        /** `code`: the user has two-step on; `setup`: their role requires it and it is not set up yet. */
        next: string().enum('code', 'setup'),
        /** Codes tried so far (counted before each is checked, so parallel tries cannot exceed the limit). */
        attempts: number(),
        /** Epoch seconds after which the challenge is refused (DynamoDB's TTL deletes it some time later). */
        expires_at: number(),
        /** AES-256-GCM under a key derived from the nonce: the tokens and, for `setup`, the new TOTP key. */
        sealed: string(),
        ttl: number(),
      }),
      computeKey: ({ company_id, nonce_hash }) => ({
        pk: keys.company(company_id),
        sk: keys.twoStepChallengeSk(nonce_hash),
      }),
      timestamps: false,
    }),
);
