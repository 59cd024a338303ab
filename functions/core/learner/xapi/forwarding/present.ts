import type { TXapiForwardDeadLetter, TXapiForwardTarget } from '@skillway/shared/schemas/xapi-forwarding';
import type { TXapiForwardDeadLetterItem, TXapiForwardTargetItem } from '../../../platform/db/entities/xapi-forwarding';
import { keys } from '../../../platform/db/keys';
import { parseFilter } from './filter';
import { countUpTo } from './queue-repository';

/** A target as the administrator's screen shows it: never the secret, only that one is set; its delivery status. */
export async function presentTarget(item: TXapiForwardTargetItem): Promise<TXapiForwardTarget> {
  const [pending, dead] = await Promise.all([
    countUpTo(item.company_id, item.target_id, keys.xapiForwardPendingPrefix),
    countUpTo(item.company_id, item.target_id, keys.xapiForwardDeadLettersPrefix),
  ]);
  return {
    id: item.target_id,
    name: item.name,
    endpoint: item.endpoint,
    key: item.key,
    secret_set: item.sealed !== '',
    filter: parseFilter(item.filters),
    enabled: item.enabled,
    created_at: item.created_at,
    created_by: item.created_by_name || null,
    status: {
      last_delivered_at: item.last_sent_at ?? null,
      last_error: item.error ?? null,
      failures: item.failures ?? 0,
      retry_at: item.next_run ?? null,
      pending: pending.count,
      pending_more: pending.more,
      dead_letters: dead.count,
      dead_letters_more: dead.more,
    },
  };
}

export function presentDeadLetter(item: TXapiForwardDeadLetterItem): TXapiForwardDeadLetter {
  return {
    id: item.stored_id,
    statement_id: item.statement_id,
    verb: item.verb_id,
    object: item.object_id ?? null,
    stored: item.stored,
    attempts: item.attempts,
    error: item.error,
    failed_at: item.created_at,
  };
}
