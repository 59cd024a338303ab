import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { lazy } from '../lazy';
import { SkillwayTable } from '../table';

/**
 * One sign-in's refresh session: the refresh cookie carries the Cognito refresh token and a one-time nonce, and this
 * item knows which nonce is current (functions/core/people/auth/refresh-rotation.ts). pk `C#<cid>`, sk
 * `RSESS#<uid>#<sha256 of the refresh token>`, so a logout finds every session of the user with one Query and
 * deleting the company deletes them. Only hashes are kept: the item alone cannot make a cookie. DynamoDB removes it
 * after `ttl`, the refresh token's own expiry.
 */
export const refreshSessionEntity = lazy(
  () =>
    new Entity({
      name: 'RefreshSession',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        user_id: string().key(),
        /** sha256 (hex) of the Cognito refresh token. */
        token_hash: string().key(),
        /** sha256 (hex) of the current nonce. */
        nonce_hash: string(),
        /** The nonce the last rotation replaced, honoured for REFRESH_REUSE_GRACE_SECONDS after `rotated_at`. */
        previous_nonce_hash: string().optional(),
        /** The current nonce sealed with the previous one, so a request in the grace gets the same cookie back. */
        sealed_nonce: string().optional(),
        /** Epoch milliseconds of the last rotation; absent until the first refresh. */
        rotated_at: number().optional(),
        /** Epoch seconds: the refresh token's expiry (sign-in + its validity). */
        ttl: number(),
        /**
         * The SsoConnection a single sign-on opened this session through (absent for a password's): logout reads it to
         * offer the IdP's own logout (functions/core/people/sso/idp-logout.ts).
         */
        sso_connection_id: string().optional(),
      }),
      computeKey: ({ company_id, user_id, token_hash }) => ({
        pk: keys.company(company_id),
        sk: keys.refreshSessionSk(user_id, token_hash),
      }),
      timestamps: false,
    }),
);

export type TRefreshSessionItem = FormattedItem<ReturnType<typeof refreshSessionEntity>>;
