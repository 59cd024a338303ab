import { xapiDocumentEntity, xapiRegistrationEntity } from '../../../platform/db/entities/xapi';
import { listRegistrationStatements } from '../../../platform/lrs/statement-repository';
import { listOwnLearningStatements } from '../../../platform/lrs/own-learning-records';
import { attachmentRefs } from '../../../platform/lrs/attachment-refs';
import { keys } from '../../../platform/db/keys';
import { clean, parseJson, queryAll, type TRecord } from './export-items';
import { attachmentFilesOf } from './lrs-attachment-files';

/** A document's body: JSON or text as such, anything else as base64 (as stored). */
function documentContent(contentType: string, base64: string): unknown {
  const text = Buffer.from(base64, 'base64').toString('utf8');
  if (/json/i.test(contentType)) return parseJson(text);
  if (/^text\//i.test(contentType)) return text;
  return { base64 };
}

/**
 * The user's statements, registrations and documents in the built-in LRS, and the files of their statements'
 * attachments the company holds (each statement names its own: `attachment_files`).
 */
export async function lrsOf(
  companyId: string,
  userId: string,
): Promise<{ data: TRecord; files: { key: string; path: string }[] }> {
  const partition = keys.company(companyId);
  const registrations = await queryAll(xapiRegistrationEntity(), {
    partition,
    beginsWith: keys.xapiRegistrationsPrefix(userId),
  });
  // Each registration's statements, and those of the earlier runs it replaced (kept as the record of those runs).
  const registrationIds = [
    ...new Set(registrations.flatMap((registration) => [registration.registration, ...(registration.previous ?? [])])),
  ];
  const statements = (
    await Promise.all(registrationIds.map((registration) => listRegistrationStatements(companyId, registration)))
  )
    .flat()
    // The learner's own: a client may have written others' statements under the same registration.
    .filter((item) => item.actor_user_id === userId);
  // The product's own statements about the learner (issue 35), found through their agent index.
  const seen = new Set(statements.map((item) => item.stored_id));
  for (const item of await listOwnLearningStatements(companyId, userId))
    if (!seen.has(item.stored_id)) statements.push(item);
  const documents = [
    ...(await queryAll(xapiDocumentEntity(), { partition, beginsWith: keys.xapiUserStatesPrefix(userId) })),
    ...(await queryAll(xapiDocumentEntity(), { partition, beginsWith: keys.xapiAgentProfilesPrefix(userId) })),
  ];
  const parsed = statements.map((item) => parseJson(item.statement));
  const attachments = await attachmentFilesOf(companyId, parsed);
  const pathOf = new Map(attachments.files.map((file) => [file.sha2, file.path]));
  const data: TRecord = {
    registrations: registrations.map(clean),
    statements: statements.map((item, index) => {
      const files = attachmentRefs(parsed[index]).flatMap((ref) => pathOf.get(ref.sha2) ?? []);
      return {
        registration: item.registration ?? null,
        stored: item.stored,
        voided: item.voided === 1,
        statement: parsed[index],
        ...(files.length > 0 ? { attachment_files: files } : {}),
      };
    }),
    ...(attachments.leftOut.length > 0 ? { attachments_not_included: attachments.leftOut } : {}),
    documents: documents.map((item) => ({
      kind: item.doc_key.startsWith('XDOCP#') ? 'agent_profile' : 'state',
      id: item.doc_id,
      ...(item.activity_id ? { activity_id: item.activity_id } : {}),
      content_type: item.content_type,
      updated: item.updated,
      content: documentContent(item.content_type, item.body),
    })),
  };
  return { data, files: attachments.files.map(({ key, path }) => ({ key, path })) };
}
