import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { ssoConnectionEntity, ssoIdentityEntity } from '../../platform/db/entities/sso';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { londonDay } from '../../platform/format/calendar-day';

export type TSsoConnectionItem = FormattedItem<ReturnType<typeof ssoConnectionEntity>>;
/** What a create or an update writes (the timestamps and the version are the repository's). */
export type TSsoConnectionValues = Omit<
  TSsoConnectionItem,
  'created_at' | 'updated_at' | 'version' | 'gsi2pk' | 'gsi2sk'
>;

/**
 * gsi2 keys of a SAML connection with certificates: its earliest signing certificate's expiry day (Europe/London),
 * so the daily notices read only connections with a certificate near its end.
 */
function certificateIndex(values: TSsoConnectionValues): { gsi2pk: string; gsi2sk: string } | undefined {
  const times = (values.saml?.certificates ?? [])
    .map((certificate) => Date.parse(certificate.not_after))
    .filter((time) => Number.isFinite(time));
  if (values.protocol !== 'saml' || times.length === 0) return undefined;
  return {
    gsi2pk: keys.ssoCertificatesIndexPk,
    gsi2sk: keys.ssoCertificatesIndexSk(londonDay(Math.min(...times)), values.company_id, values.connection_id),
  };
}

export async function listConnections(companyId: string, consistent = false): Promise<TSsoConnectionItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(ssoConnectionEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.ssoConnectionsPrefix } })
    .options({ maxPages: Infinity, consistent })
    .send();
  return Items ?? [];
}

/** The company's connection, or undefined (another company's id is simply not in this partition). */
export async function findConnection(
  companyId: string,
  connectionId: string,
  consistent = false,
): Promise<TSsoConnectionItem | undefined> {
  const { Item } = await ssoConnectionEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, connection_id: connectionId })
    .options({ consistent })
    .send();
  return Item;
}

/** A new connection; false when the id is taken (never, with random ids: the condition keeps it honest). */
export async function putNewConnection(values: TSsoConnectionValues): Promise<boolean> {
  const index = certificateIndex(values);
  return sendUnlessConditionFails(
    ssoConnectionEntity()
      .build(PutItemCommand)
      .item({ ...values, version: 1, ...(index ?? {}) })
      .options({ condition: { attr: 'connection_id', exists: false } }),
  );
}

/**
 * Replaces a connection as read at `version` (the item whole: nested settings are never merged with old ones);
 * false when it changed or went meanwhile, so two administrators' saves never blend.
 */
export async function replaceConnection(
  values: TSsoConnectionValues,
  read: Pick<TSsoConnectionItem, 'version' | 'created_at'>,
): Promise<boolean> {
  const index = certificateIndex(values);
  return sendUnlessConditionFails(
    ssoConnectionEntity()
      .build(PutItemCommand)
      .item({ ...values, version: read.version + 1, created_at: read.created_at, ...(index ?? {}) })
      .options({ condition: { attr: 'version', eq: read.version } }),
  );
}

/** The connection and its subject links (its users stay; they may sign in by another connection or a password). */
export async function deleteConnection(companyId: string, connectionId: string): Promise<void> {
  await ssoConnectionEntity()
    .build(DeleteItemCommand)
    .key({ company_id: companyId, connection_id: connectionId })
    .send();
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(ssoIdentityEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.ssoIdentitySk(connectionId, '') } })
    .options({ maxPages: Infinity, attributes: ['company_id', 'connection_id', 'subject_hash'] })
    .send();
  await deleteTableKeys(
    (Items ?? []).map((link) => ({
      pk: keys.company(companyId),
      sk: keys.ssoIdentitySk(link.connection_id, link.subject_hash),
    })),
  );
}

/**
 * A test sign-in's result on the connection: `last_test` always, `tested_ok_at` when it passed. Only while the
 * connection still is the version the test ran against: a test of settings since replaced proves nothing about them.
 */
export async function recordConnectionTest(
  item: Pick<TSsoConnectionItem, 'company_id' | 'connection_id' | 'version'>,
  resultJson: string,
  passedAt: string | undefined,
): Promise<boolean> {
  return sendUnlessConditionFails(
    ssoConnectionEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: item.company_id,
        connection_id: item.connection_id,
        last_test: resultJson,
        ...(passedAt ? { tested_ok_at: passedAt } : {}),
        // Not a settings change: the version moves so an editor's stale save is refused, and says so.
        version: $add(1),
      })
      .options({ condition: { attr: 'version', eq: item.version } }),
  );
}

/**
 * gsi2 (`SSOCERTS`): SAML connections of every company whose earliest signing certificate expires between the two
 * Europe/London days (inclusive), one page at a time.
 */
export async function listConnectionsWithCertificatesEnding(
  fromDay: string,
  toDay: string,
  cursor?: Record<string, unknown>,
): Promise<{ items: TSsoConnectionItem[]; cursor: Record<string, unknown> | undefined }> {
  const { Items, LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
    .entities(ssoConnectionEntity())
    // `~` sorts after every company and connection id, so the last day is included whole.
    .query({ index: 'gsi2', partition: keys.ssoCertificatesIndexPk, range: { between: [fromDay, `${toDay}~`] } })
    .options({ limit: 100, ...(cursor ? { exclusiveStartKey: cursor } : {}) })
    .send();
  return { items: Items ?? [], cursor: LastEvaluatedKey };
}
