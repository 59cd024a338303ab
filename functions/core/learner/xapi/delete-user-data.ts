import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  xapiDocumentEntity,
  xapiRegistrationEntity,
  xapiStatementEntity,
  xapiStatementIdEntity,
} from '../../platform/db/entities/xapi';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';

const queryPrefix = (companyId: string, prefix: string) =>
  SkillwayTable.build(QueryCommand)
    .query({ partition: keys.company(companyId), range: { beginsWith: prefix } })
    .options({ maxPages: Infinity });

/**
 * Deletes a user's LRS data (deleting the user and all their data): every registration with its statements and
 * statement ids, and every state and agent profile document. Launch sessions are left to expire (4 h, then `ttl`).
 * Safe to repeat.
 */
export async function deleteUserXapiData(companyId: string, userId: string): Promise<void> {
  const pk = keys.company(companyId);
  const { Items: registrations = [] } = await queryPrefix(companyId, keys.xapiRegistrationsPrefix(userId))
    .entities(xapiRegistrationEntity())
    .send();
  for (const { registration, asset_id } of registrations) {
    const [{ Items: statements = [] }, { Items: ids = [] }] = await Promise.all([
      queryPrefix(companyId, keys.xapiStatementsPrefix(registration)).entities(xapiStatementEntity()).send(),
      queryPrefix(companyId, keys.xapiStatementIdsPrefix(registration)).entities(xapiStatementIdEntity()).send(),
    ]);
    await deleteTableKeys([
      ...statements.map((item) => ({ pk, sk: keys.xapiStatementSk(registration, item.stored_id) })),
      ...ids.map((item) => ({ pk, sk: keys.xapiStatementIdSk(registration, item.statement_id) })),
      { pk, sk: keys.xapiRegistrationSk(userId, asset_id) },
    ]);
  }
  const [{ Items: states = [] }, { Items: profiles = [] }] = await Promise.all([
    queryPrefix(companyId, keys.xapiUserStatesPrefix(userId)).entities(xapiDocumentEntity()).send(),
    queryPrefix(companyId, keys.xapiAgentProfilesPrefix(userId)).entities(xapiDocumentEntity()).send(),
  ]);
  await deleteTableKeys([...states, ...profiles].map((document) => ({ pk, sk: document.doc_key })));
}
