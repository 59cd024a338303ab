import { randomUUID } from 'node:crypto';
import { call } from '../factories/http';
import type { TActor } from './actor';

/** A new group in the company of the administrator whose token this is; returns its id. */
async function createGroupAs(adminToken: string, name = `Matrix ${randomUUID().slice(0, 8)}`): Promise<string> {
  const created = await call('POST', '/v1/group', {
    token: adminToken,
    body: { name, description: 'Authorization matrix fixture' },
  });
  if (created.status !== 201) throw new Error(`group not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}

/**
 * Group fixtures for every actor of one company: the company's standing group (rows that read or change a group)
 * and a factory for rows that delete one. Every actor of the company, whatever their role, targets the same records.
 */
export async function addGroupFixtures(actors: TActor[], adminToken: string): Promise<void> {
  const groupId = await createGroupAs(adminToken);
  for (const actor of actors) {
    actor.groupId = groupId;
    actor.newGroup = () => createGroupAs(adminToken);
  }
}
