import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { xapiDocumentEntity, xapiRegistrationEntity } from '../../platform/db/entities/xapi';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import {
  deleteRegistrationRecords,
  listUserRegistrations,
  queryCompanyPrefix,
} from '../../delivery/progress/xapi-records';
import { statementsNaming } from '../../platform/lrs/own-learning-records';
import { deleteStatements } from '../../platform/lrs/statement-repository';

/**
 * Deletes a user's LRS data (deleting the user and all their data): every registration with its statements and
 * statement ids, every statement naming them (the product's own, and any client's naming their account or, with
 * `email`, their email), and every state and agent profile document. The documents are every one kept for the learner's
 * account agent, whichever credential wrote them (a launch session, or an LRS client naming the learner's account on
 * the app: documents.ts keeps both under the learner's `XDOCS#<uid>#` / `XDOCP#<uid>#`). Their launch sessions are
 * refused from then on (their registrations are gone) and lapse by `ttl`. Safe to repeat.
 */
export async function deleteUserXapiData(companyId: string, userId: string, email?: string): Promise<void> {
  const pk = keys.company(companyId);
  for (const registration of await listUserRegistrations(companyId, userId)) {
    await deleteRegistrationRecords(companyId, registration, false);
  }
  // Every other statement naming them: the product's own of their learning (issue 35), every course's and run's, and
  // any an LRS client wrote naming their account or their email (mbox or its SHA-1), whoever wrote it.
  await deleteStatements(companyId, await statementsNaming(companyId, userId, email));
  const [{ Items: states = [] }, { Items: profiles = [] }] = await Promise.all([
    queryCompanyPrefix(companyId, keys.xapiUserStatesPrefix(userId)).entities(xapiDocumentEntity()).send(),
    queryCompanyPrefix(companyId, keys.xapiAgentProfilesPrefix(userId)).entities(xapiDocumentEntity()).send(),
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
  for (const registration of registrations) await deleteRegistrationRecords(companyId, registration, true);
}
