import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PLATFORM_COMPANY_ID } from '@skillway/shared';
import { documentClient } from '../../platform/clients/dynamodb';
import { config } from '../../platform/config';
import { keys } from '../../platform/db/keys';

/**
 * Display names the stream consumer needs beyond the changed item itself (the user and course of an enrolment, the
 * actor): one GetItem each, remembered for the batch. Never used in a request path. A record gone meanwhile (deleted
 * in the same request) has no name: the caller falls back to the id.
 */
export interface TAuditNames {
  user(companyId: string, userId: string): Promise<string | undefined>;
  company(companyId: string): Promise<string | undefined>;
  course(companyId: string, courseId: string): Promise<string | undefined>;
  playlist(companyId: string, playlistId: string): Promise<string | undefined>;
  group(companyId: string, groupId: string): Promise<string | undefined>;
  scimToken(companyId: string, tokenId: string): Promise<string | undefined>;
}

export function personName(item: Record<string, unknown> | undefined): string | undefined {
  if (!item) return undefined;
  const name = [item.first_name, item.last_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ')
    .trim();
  return name || (typeof item.email === 'string' ? item.email : undefined);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** Reads names from the table, each key once per instance (make one per batch). */
export function tableNames(): TAuditNames {
  const cache = new Map<string, Promise<Record<string, unknown> | undefined>>();
  const read = (pk: string, sk: string, attributes: string[]) => {
    const cacheKey = `${pk}\n${sk}`;
    let found = cache.get(cacheKey);
    if (!found) {
      found = documentClient()
        .send(
          new GetCommand({
            TableName: config.tableName,
            Key: { pk, sk },
            ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
            ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
          }),
        )
        .then((answer) => answer.Item);
      cache.set(cacheKey, found);
      // A failed read is not remembered: the batch is retried and reads again.
      found.catch(() => cache.delete(cacheKey));
    }
    return found;
  };
  return {
    user: async (companyId, userId) =>
      personName(await read(keys.company(companyId), keys.userSk(userId), ['first_name', 'last_name', 'email'])),
    company: async (companyId) =>
      companyId === PLATFORM_COMPANY_ID
        ? 'Platform'
        : text((await read(keys.company(companyId), keys.companySk, ['company_name']))?.company_name),
    course: async (companyId, courseId) =>
      text((await read(keys.company(companyId), keys.courseSk(courseId), ['name']))?.name),
    playlist: async (companyId, playlistId) =>
      text((await read(keys.company(companyId), keys.playlistSk(playlistId), ['name']))?.name),
    group: async (companyId, groupId) =>
      text((await read(keys.company(companyId), keys.groupSk(groupId), ['name']))?.name),
    scimToken: async (companyId, tokenId) =>
      text((await read(keys.company(companyId), keys.scimTokenSk(tokenId), ['name']))?.name),
  };
}
