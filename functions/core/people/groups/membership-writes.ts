import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { groupEntity, groupMemberEntity } from '../../platform/db/entities/group';
import { userEntity } from '../../platform/db/entities/user';
import { keys } from '../../platform/db/keys';
import {
  MAX_TRANSACTION_ITEMS,
  cancellationCodes,
  transact,
  type TTransactWrite,
} from '../../platform/db/transactions';

export interface TMembership {
  groupId: string;
  userId: string;
}

type TOwner =
  { kind: 'member'; pair: TMembership } | { kind: 'group'; groupId: string } | { kind: 'user'; userId: string };

const ATTEMPTS = 8;

/**
 * Adds or removes memberships with the counters they move (the group's total_users, the user's total_groups) in the
 * same transactions. Each membership write is conditioned on the current state (absent to add, present to remove),
 * so a membership already in the wanted state, a group or a user that no longer exists is dropped from the batch
 * instead of moving a counter twice. Returns the memberships that actually changed.
 */
export async function writeMemberships(
  companyId: string,
  pairs: readonly TMembership[],
  op: 'add' | 'remove',
): Promise<TMembership[]> {
  const changed: TMembership[] = [];
  for (const chunk of chunkMemberships(dedupe(pairs))) {
    let pending = chunk;
    for (let attempt = 1; pending.length > 0; attempt++) {
      const { writes, owners } = plan(companyId, pending, op);
      try {
        await transact(writes);
        changed.push(...pending);
        break;
      } catch (error) {
        const codes = cancellationCodes(error);
        if (!codes || attempt >= ATTEMPTS) throw error;
        const drop = new Set<TMembership>();
        codes.forEach((code, index) => {
          if (code !== 'ConditionalCheckFailed') return;
          const owner = owners[index];
          if (owner?.kind === 'member') drop.add(owner.pair);
          else if (owner?.kind === 'group')
            pending.filter((pair) => pair.groupId === owner.groupId).forEach((pair) => drop.add(pair));
          else if (owner?.kind === 'user')
            pending.filter((pair) => pair.userId === owner.userId).forEach((pair) => drop.add(pair));
        });
        pending = pending.filter((pair) => !drop.has(pair));
      }
    }
  }
  return changed;
}

function dedupe(pairs: readonly TMembership[]): TMembership[] {
  const seen = new Map<string, TMembership>();
  for (const pair of pairs) seen.set(`${pair.groupId}#${pair.userId}`, pair);
  return [...seen.values()];
}

/** Chunks whose memberships plus distinct groups and users fit in one transaction. */
function chunkMemberships(pairs: TMembership[]): TMembership[][] {
  const chunks: TMembership[][] = [];
  let current: TMembership[] = [];
  let groups = new Set<string>();
  let users = new Set<string>();
  for (const pair of pairs) {
    const size =
      current.length +
      1 +
      groups.size +
      (groups.has(pair.groupId) ? 0 : 1) +
      users.size +
      (users.has(pair.userId) ? 0 : 1);
    if (size > MAX_TRANSACTION_ITEMS - 1 && current.length > 0) {
      chunks.push(current);
      current = [];
      groups = new Set();
      users = new Set();
    }
    current.push(pair);
    groups.add(pair.groupId);
    users.add(pair.userId);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function plan(companyId: string, pairs: TMembership[], op: 'add' | 'remove') {
  const writes: TTransactWrite[] = [];
  const owners: TOwner[] = [];
  const step = op === 'add' ? 1 : -1;
  const perGroup = new Map<string, number>();
  const perUser = new Map<string, number>();
  for (const pair of pairs) {
    const key = { company_id: companyId, group_id: pair.groupId, user_id: pair.userId };
    writes.push(
      op === 'add'
        ? groupMemberEntity()
            .build(PutTransaction)
            .item({ ...key, gsi1pk: keys.userGroupsPk(companyId, pair.userId), gsi1sk: pair.groupId })
            .options({ condition: { attr: 'user_id', exists: false } })
        : groupMemberEntity()
            .build(DeleteTransaction)
            .key(key)
            .options({ condition: { attr: 'user_id', exists: true } }),
    );
    owners.push({ kind: 'member', pair });
    perGroup.set(pair.groupId, (perGroup.get(pair.groupId) ?? 0) + step);
    perUser.set(pair.userId, (perUser.get(pair.userId) ?? 0) + step);
  }
  for (const [groupId, delta] of perGroup) {
    writes.push(
      groupEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, group_id: groupId, total_users: $add(delta) })
        .options({ condition: { attr: 'group_id', exists: true } }),
    );
    owners.push({ kind: 'group', groupId });
  }
  for (const [userId, delta] of perUser) {
    writes.push(
      userEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, user_id: userId, total_groups: $add(delta) })
        .options({ condition: { attr: 'user_id', exists: true } }),
    );
    owners.push({ kind: 'user', userId });
  }
  return { writes, owners };
}
