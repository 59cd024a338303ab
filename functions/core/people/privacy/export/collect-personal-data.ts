import { brotliDecompressSync } from 'node:zlib';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PERSONAL_DATA_EXPORT_FILES, PERSONAL_DATA_EXPORT_FORMAT_VERSION, ROLE_NAME, isRoleId } from '@skillway/shared';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { certificateEntity } from '../../../platform/db/entities/certificate';
import { companyEntity } from '../../../platform/db/entities/company';
import { courseEntity } from '../../../platform/db/entities/course';
import { courseHistoryEntity } from '../../../platform/db/entities/course-history';
import { enrolmentEntity } from '../../../platform/db/entities/enrolment';
import { externalTrainingEntity } from '../../../platform/db/entities/external-training';
import { groupEntity, groupMemberEntity } from '../../../platform/db/entities/group';
import { notificationEntity } from '../../../platform/db/entities/notification';
import { packageDataEntity, packageProgressEntity } from '../../../platform/db/entities/package-player';
import { playlistEntity } from '../../../platform/db/entities/playlist';
import { resumePointEntity } from '../../../platform/db/entities/resume-point';
import { testLogEntity } from '../../../platform/db/entities/test-log';
import { userEntity } from '../../../platform/db/entities/user';
import { keys } from '../../../platform/db/keys';
import { recipientLanguage } from '../../../platform/i18n/server-texts';
import { auditOf } from './collect-audit-events';
import { lrsOf } from './collect-lrs-data';
import { clean, parseJson, queryAll, type TRecord } from './export-items';
import { extensionOf, zipName } from './zip-names';

/**
 * Everything the product holds about one user of one company, read for their export (Download my data): one
 * bounded read per area, each keyed by the company and the user (their partition prefixes and indexes; no Scan).
 * The items are shown as stored, without keys, index keys, counters or secrets (password-reset and two-step values).
 */

/** A file the zip carries: where it is in the bucket and where it goes in the zip. */
interface TExportFile {
  key: string;
  path: string;
}

export interface TPersonalData {
  /** data.json: machine-readable, every area. */
  data: TRecord & {
    format_version: number;
    generated_at: string;
    company: { id: string; name: string };
    profile: TRecord;
  };
  /** The stored files to add (certificate PDFs, external training files, the LRS's attachment content). */
  files: TExportFile[];
  /** The user's language (their own, else their company's default): summary.pdf's (issue 34). */
  language: TLanguage;
}

async function nameOf(companyId: string, targetType: string, targetId: string): Promise<string> {
  if (targetType === 'course') {
    const { Item } = await courseEntity()
      .build(GetItemCommand)
      .key({ company_id: companyId, course_id: targetId })
      .send();
    return Item?.name ?? '';
  }
  const { Item } = await playlistEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, playlist_id: targetId })
    .send();
  return Item?.name ?? '';
}

async function groupsOf(companyId: string, userId: string): Promise<TRecord[]> {
  const members = await queryAll(groupMemberEntity(), {
    index: 'gsi1',
    partition: keys.userGroupsPk(companyId, userId),
  });
  return Promise.all(
    members.map(async (member) => {
      const { Item } = await groupEntity()
        .build(GetItemCommand)
        .key({ company_id: companyId, group_id: member.group_id })
        .send();
      return { group_id: member.group_id, name: Item?.name ?? '', member_since: member.created_at };
    }),
  );
}

/** A test log's snapshot (brotli-compressed JSON: the questions as asked, the answers as given, right or wrong). */
function testPaper(snapshot: Uint8Array | undefined): unknown {
  if (!snapshot) return undefined;
  try {
    return JSON.parse(brotliDecompressSync(snapshot).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Reads every area of one user's personal data (undefined when the user is not in the company). */
export async function collectPersonalData(
  companyId: string,
  userId: string,
  now = new Date(),
): Promise<TPersonalData | undefined> {
  const partition = keys.company(companyId);
  const [{ Item: user }, { Item: company }] = await Promise.all([
    userEntity()
      .build(GetItemCommand)
      .key({ company_id: companyId, user_id: userId })
      .options({ consistent: true })
      .send(),
    companyEntity().build(GetItemCommand).key({ company_id: companyId }).send(),
  ]);
  if (!user) return undefined;

  const [groups, enrolmentItems, history, resumePoints, externalItems, notifications, lrs, audit] = await Promise.all([
    groupsOf(companyId, userId),
    queryAll(enrolmentEntity(), { index: 'gsi1', partition: keys.userEnrolmentsPk(companyId, userId) }),
    queryAll(courseHistoryEntity(), { index: 'gsi1', partition: keys.userHistoryIndexPk(companyId, userId) }),
    queryAll(resumePointEntity(), { partition, beginsWith: keys.userResumePointsPrefix(userId) }),
    queryAll(externalTrainingEntity(), { partition, beginsWith: keys.userExternalTrainingPrefix(userId) }),
    queryAll(notificationEntity(), { partition, beginsWith: keys.notificationsPrefix(userId) }),
    lrsOf(companyId, userId),
    auditOf(companyId, userId),
  ]);

  const names = new Map<string, string>();
  const nameKey = (type: string, id: string) => `${type}#${id}`;
  const targets = new Set([
    ...enrolmentItems.map((item) => nameKey(item.target_type, item.target_id)),
    ...history.map((item) => nameKey('course', item.course_id)),
  ]);
  await Promise.all(
    [...targets].map(async (target) => {
      const [type, id] = target.split('#') as [string, string];
      names.set(target, await nameOf(companyId, type, id));
    }),
  );
  const courseName = (courseId: string) => names.get(nameKey('course', courseId)) ?? '';

  // Per course the user has or had: their test attempts and e-learning package data (in the course's partition).
  const courseIds = [
    ...new Set([
      ...enrolmentItems.filter((item) => item.target_type === 'course').map((item) => item.target_id),
      ...history.map((item) => item.course_id),
    ]),
  ];
  const perCourse = await Promise.all(
    courseIds.map(async (courseId) => {
      const coursePartition = keys.coursePk(companyId, courseId);
      const [attempts, packageData, packageProgress] = await Promise.all([
        queryAll(testLogEntity(), { partition: coursePartition, beginsWith: keys.userTestLogsPrefix(userId) }),
        queryAll(packageDataEntity(), { partition: coursePartition, beginsWith: keys.userPackageDataPrefix(userId) }),
        queryAll(packageProgressEntity(), {
          partition: coursePartition,
          beginsWith: keys.userPackageProgressPrefix(userId),
        }),
      ]);
      return { courseId, attempts, packageData, packageProgress };
    }),
  );

  // The LRS's attachment files first: their paths are their SHA-2s, unique, and data.json names them as they are.
  const files: TExportFile[] = [...lrs.files];
  const usedPaths = new Set<string>(lrs.files.map((file) => file.path));
  const addFile = (key: string, dir: string, name: string): string => {
    let path = `${dir}${name}`;
    for (let n = 2; usedPaths.has(path); n++) path = `${dir}${name.replace(/(\.[^.]*)?$/, ` (${n})$1`)}`;
    usedPaths.add(path);
    files.push({ key, path });
    return path;
  };

  // Certificates: the current one of each enrolment and those of archived runs, with their PDFs.
  const certificateSources = [
    ...enrolmentItems
      .filter((item) => item.certificate_id && item.certificate_key)
      .map((item) => ({ id: item.certificate_id!, key: item.certificate_key!, courseId: item.target_id })),
    ...history
      .filter((item) => item.certificate_id && item.certificate_key)
      .map((item) => ({ id: item.certificate_id!, key: item.certificate_key!, courseId: item.course_id })),
  ];
  const certificates = await Promise.all(
    [...new Map(certificateSources.map((source) => [source.id, source])).values()].map(async (source) => {
      const { Item } = await certificateEntity().build(GetItemCommand).key({ certificate_id: source.id }).send();
      const name = courseName(source.courseId) || Item?.course_name || 'Certificate';
      const file = addFile(
        source.key,
        PERSONAL_DATA_EXPORT_FILES.CERTIFICATES_DIR,
        `${zipName(name)} ${source.id.slice(0, 8)}.pdf`,
      );
      return {
        certificate_id: source.id,
        course_id: source.courseId,
        course_name: Item?.course_name ?? name,
        name_on_certificate: Item?.name,
        completed_at: Item?.completed_at,
        issued_at: Item?.issued_at,
        expires_on: Item?.expires_on,
        superseded_at: Item?.superseded_at,
        file,
      };
    }),
  );

  const externalTraining = externalItems.map((item) => ({
    ...clean(item),
    ...(item.file_key
      ? {
          file: addFile(
            item.file_key,
            PERSONAL_DATA_EXPORT_FILES.EXTERNAL_TRAINING_DIR,
            zipName(item.file_name ?? `${item.name}${extensionOf(item.file_key)}`),
          ),
        }
      : {}),
  }));

  const profile = {
    ...clean(user),
    role: isRoleId(user.role_id) ? ROLE_NAME[user.role_id] : String(user.role_id),
    two_step_verification: Boolean(user.totp_enabled_at),
    ...(user.avatar_key
      ? {
          picture: addFile(
            user.avatar_key,
            PERSONAL_DATA_EXPORT_FILES.PROFILE_DIR,
            `picture${extensionOf(user.avatar_key)}`,
          ),
        }
      : {}),
  };
  delete (profile as TRecord).avatar_key;

  return {
    language: recipientLanguage(user, company),
    data: {
      format_version: PERSONAL_DATA_EXPORT_FORMAT_VERSION,
      generated_at: now.toISOString(),
      company: { id: companyId, name: company?.company_name ?? '' },
      profile,
      groups,
      enrolments: enrolmentItems.map((item) => ({
        ...clean(item),
        name: names.get(nameKey(item.target_type, item.target_id)) ?? '',
        target_type: item.target_type === 'channel' ? 'playlist' : item.target_type,
      })),
      course_history: history.map((item) => ({ ...clean(item), course_name: courseName(item.course_id) })),
      resume_points: resumePoints.map((item) => ({ ...clean(item), course_name: courseName(item.course_id) })),
      test_attempts: perCourse.flatMap(({ courseId, attempts }) =>
        attempts.map(({ snapshot, ...item }) => ({
          ...clean(item),
          course_name: courseName(courseId),
          questions_and_answers: testPaper(snapshot),
        })),
      ),
      certificates,
      external_training: externalTraining,
      notifications: notifications.map(clean),
      lrs: {
        ...lrs.data,
        package_data: perCourse.flatMap(({ packageData }) =>
          packageData.map((item) => ({ ...clean(item), cmi: parseJson(item.cmi_json), cmi_json: undefined })),
        ),
        package_progress: perCourse.flatMap(({ packageProgress }) => packageProgress.map(clean)),
      },
      audit_events: audit,
    },
    files,
  };
}
