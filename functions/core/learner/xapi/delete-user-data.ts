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
 * Deletes one registration's statements, statement ids and (with `states`) its state documents, then the
 * registration itself last, so a repeated run still finds what is left. Once the registration is gone every launch
 * session bound to it is refused (lrs-request.ts).
 */
async function deleteRegistration(
  companyId: string,
  registration: { user_id: string; asset_id: string; registration: string },
  states: boolean,
): Promise<void> {
  const pk = keys.company(companyId);
  const { registration: id, user_id: userId } = registration;
  const [{ Items: statements = [] }, { Items: ids = [] }, { Items: documents = [] }] = await Promise.all([
    queryPrefix(companyId, keys.xapiStatementsPrefix(id)).entities(xapiStatementEntity()).send(),
    queryPrefix(companyId, keys.xapiStatementIdsPrefix(id)).entities(xapiStatementIdEntity()).send(),
    states
      ? queryPrefix(companyId, keys.xapiRegistrationStatesPrefix(userId, id)).entities(xapiDocumentEntity()).send()
      : Promise.resolve({ Items: [] }),
  ]);
  await deleteTableKeys([
    ...statements.map((item) => ({ pk, sk: keys.xapiStatementSk(id, item.stored_id) })),
    ...ids.map((item) => ({ pk, sk: keys.xapiStatementIdSk(id, item.statement_id) })),
    ...documents.map((document) => ({ pk, sk: document.doc_key })),
  ]);
  await deleteTableKeys([{ pk, sk: keys.xapiRegistrationSk(userId, registration.asset_id) }]);
}

/**
 * Deletes a user's LRS data (deleting the user and all their data): every registration with its statements and
 * statement ids, and every state and agent profile document. Their launch sessions are refused from then on (their
 * registrations are gone) and lapse by `ttl`. Safe to repeat.
 */
export async function deleteUserXapiData(companyId: string, userId: string): Promise<void> {
  const pk = keys.company(companyId);
  const { Items: registrations = [] } = await queryPrefix(companyId, keys.xapiRegistrationsPrefix(userId))
    .entities(xapiRegistrationEntity())
    .send();
  for (const registration of registrations) await deleteRegistration(companyId, registration, false);
  const [{ Items: states = [] }, { Items: profiles = [] }] = await Promise.all([
    queryPrefix(companyId, keys.xapiUserStatesPrefix(userId)).entities(xapiDocumentEntity()).send(),
    queryPrefix(companyId, keys.xapiAgentProfilesPrefix(userId)).entities(xapiDocumentEntity()).send(),
  ]);
  await deleteTableKeys([...states, ...profiles].map((document) => ({ pk, sk: document.doc_key })));
}

/**
 * Deletes a deleted package's LRS data (the worker of files.delete-requested): every learner's registration on it
 * (gsi1, `C#<cid>#XREGA#<assetId>`) with its statements, statement ids and state documents. The learner's agent
 * profiles and states sent without a registration are not the package's (xAPI shares them with every activity of the
 * learner): they go with the learner. Launch sessions of the package are refused once their registration is gone.
 * Safe to repeat.
 */
export async function deletePackageXapiData(companyId: string, assetId: string): Promise<void> {
  const { Items: registrations = [] } = await SkillwayTable.build(QueryCommand)
    .entities(xapiRegistrationEntity())
    .query({ index: 'gsi1', partition: keys.xapiPackageRegistrationsIndexPk(companyId, assetId) })
    .options({ maxPages: Infinity })
    .send();
  for (const registration of registrations) await deleteRegistration(companyId, registration, true);
}
