import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TUserItem } from '../../platform/db/types';
import { putCourseObject } from '../../platform/storage/course-files';
import {
  insertExternalTrainingBatch,
  type TExternalTrainingRecord,
} from '../../learner/external-training/external-training-repository';

/** yyyy-mm-dd, `days` from today. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The demo certificate's key: where a `certificate` upload of the demo company would live. */
const CERTIFICATE_KEY = (companyId: string) =>
  `c/${companyId}/certificate/00000000-0000-4000-8000-00000000e71a/first-aid-at-work-certificate.pdf`;

/** A one-page PDF the demo's first record carries as its certificate. */
async function demoCertificate(learner: TUserItem): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 420]);
  const lines = [
    ['Certificate of Completion', 24],
    [`${learner.first_name} ${learner.last_name}`, 18],
    ['Emergency First Aid at Work', 16],
    ['Awarded by St John Ambulance', 12],
  ] as const;
  lines.forEach(([text, size], index) => {
    page.drawText(text, { x: 60, y: 330 - index * 50, size, font });
  });
  return pdf.save();
}

/**
 * External training for the demo: the first team learner has a first-aid course expiring within 30 days (with a
 * PDF certificate) and a fire marshal course; the second a management course. Fixed ids, so seeding again rewrites
 * the same records.
 */
export async function seedDemoExternalTraining(
  companyId: string,
  people: { admin: TUserItem; team: readonly TUserItem[] },
): Promise<void> {
  const [first, second] = people.team;
  if (!first || !second) return;
  const certificate = await demoCertificate(first);
  const certificateKey = CERTIFICATE_KEY(companyId);
  await putCourseObject(certificateKey, certificate, 'application/pdf');
  const common = { company_id: companyId, created_by: people.admin.user_id };
  const records: TExternalTrainingRecord[] = [
    {
      ...common,
      user_id: first.user_id,
      training_id: 'demo-external-first-aid',
      name: 'Emergency First Aid at Work',
      completed: inDays(20 - 3 * 365),
      type: 353362,
      body: 'St John Ambulance',
      score: 94,
      result: 'passed',
      cost: 185,
      deadline: inDays(20),
      file_key: certificateKey,
      file_name: 'First Aid at Work certificate.pdf',
      file_mime: 'application/pdf',
      file_size: certificate.length,
    },
    {
      ...common,
      user_id: first.user_id,
      training_id: 'demo-external-fire-marshal',
      name: 'Fire Marshal Training',
      completed: inDays(-60),
      type: 353359,
      body: 'Fire Protection Association',
      score: 85,
      result: 'passed',
      cost: 95.5,
      deadline: inDays(3 * 365 - 60),
    },
    {
      ...common,
      user_id: second.user_id,
      training_id: 'demo-external-management',
      name: 'Project Management Fundamentals',
      completed: inDays(-120),
      type: 353363,
      body: 'Association for Project Management',
      score: 78,
      result: 'passed',
      cost: 450,
    },
  ];
  await insertExternalTrainingBatch(records);
}
