import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { xapiDocumentEntity, xapiRegistrationEntity } from '../../platform/db/entities/xapi';
import { deleteOwnLearning } from '../../platform/lrs/own-learning-records';
import { deleteStatements, listRegistrationStatements } from '../../platform/lrs/statement-repository';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';

/** A registration as its deletion needs it. */
export interface TRegistrationRef {
  user_id: string;
  asset_id: string;
  registration: string;
  previous?: string[];
}

export const queryCompanyPrefix = (companyId: string, prefix: string) =>
  SkillwayTable.build(QueryCommand)
    .query({ partition: keys.company(companyId), range: { beginsWith: prefix } })
    .options({ maxPages: Infinity });

/**
 * Deletes one learner's registration on a package with its statements, statement ids and (with `states`) state
 * documents, and those of the earlier registrations it replaced (earlier runs of the course); the registration itself
 * goes last, so a repeated run still finds what is left. Once the registration is gone every launch session bound to
 * it is refused (learner/xapi/lrs-request.ts).
 */
export async function deleteRegistrationRecords(
  companyId: string,
  registration: TRegistrationRef,
  states: boolean,
): Promise<void> {
  const pk = keys.company(companyId);
  const userId = registration.user_id;
  for (const id of [...(registration.previous ?? []), registration.registration]) {
    const [statements, { Items: documents = [] }] = await Promise.all([
      listRegistrationStatements(companyId, id),
      states
        ? queryCompanyPrefix(companyId, keys.xapiRegistrationStatesPrefix(userId, id))
            .entities(xapiDocumentEntity())
            .send()
        : Promise.resolve({ Items: [] }),
    ]);
    await deleteStatements(companyId, statements);
    await deleteTableKeys(documents.map((document) => ({ pk, sk: document.doc_key })));
  }
  await deleteTableKeys([{ pk, sk: keys.xapiRegistrationSk(userId, registration.asset_id) }]);
}

/** Every registration of one learner (one per package they launched). */
export async function listUserRegistrations(companyId: string, userId: string) {
  const { Items = [] } = await queryCompanyPrefix(companyId, keys.xapiRegistrationsPrefix(userId))
    .entities(xapiRegistrationEntity())
    .send();
  return Items;
}

/**
 * Deletes a learner's LRS data on one course's packages (unenrolling deletes the course history): each registration
 * of theirs on the course, with its runs' statements and state documents, and the product's own statements of their
 * learning on the course (issue 35: every run's). Their agent profiles and states sent without a registration are the
 * learner's, not the course's: they go with the learner. Safe to repeat.
 */
export async function deleteUserCourseXapiRecords(companyId: string, courseId: string, userId: string): Promise<void> {
  const registrations = await listUserRegistrations(companyId, userId);
  for (const registration of registrations.filter((item) => item.course_id === courseId)) {
    await deleteRegistrationRecords(companyId, registration, true);
  }
  await deleteOwnLearning(companyId, userId, courseId);
}
