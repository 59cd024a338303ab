import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { SSO_LIMITS } from '@skillway/shared';
import { ssoRequestEntity } from '../../platform/db/entities/sso';

export type TSsoRequestItem = FormattedItem<ReturnType<typeof ssoRequestEntity>>;
export type TNewSsoRequest = Omit<TSsoRequestItem, 'expires_at' | 'ttl'>;

/** Stores a sign-in begun at the IdP, for SSO_LIMITS.REQUEST_SECONDS (the state is its key: 256 random bits). */
export async function putSsoRequest(request: TNewSsoRequest, nowMs = Date.now()): Promise<void> {
  const expiresAt = Math.floor(nowMs / 1000) + SSO_LIMITS.REQUEST_SECONDS;
  await ssoRequestEntity()
    .build(PutItemCommand)
    .item({ ...request, expires_at: expiresAt, ttl: expiresAt + 60 })
    .options({ condition: { attr: 'state', exists: false } })
    .send();
}

/**
 * Takes the sign-in named by `state`: read and deleted in one delete that returns the old item, so a state is used
 * once however many answers carry it (a reused state, a replayed response, two tabs). Undefined when it was never
 * made, is used already, or has expired (DynamoDB's TTL removes items late, so the expiry is checked here too).
 */
export async function takeSsoRequest(state: string, nowMs = Date.now()): Promise<TSsoRequestItem | undefined> {
  if (!state || state.length > 200 || state.includes('#')) return undefined;
  const { Attributes } = await ssoRequestEntity()
    .build(DeleteItemCommand)
    .key({ state })
    .options({ returnValues: 'ALL_OLD' })
    .send();
  if (!Attributes) return undefined;
  return Attributes.expires_at > Math.floor(nowMs / 1000) ? Attributes : undefined;
}
