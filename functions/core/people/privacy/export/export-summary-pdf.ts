import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PERSONAL_DATA_EXPORT_FILES, USER_COURSE_STATE_TEXT } from '@skillway/shared';
import { encodable } from '../../../platform/export/pdf-text';
import type { TPersonalData } from './collect-personal-data';

/**
 * summary.pdf: the export read by a person. Each area in a section with what matters of every record (the full
 * records are in data.json); long lists show their newest entries and say how many there are.
 */

type TRecord = Record<string, unknown>;

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const INK = rgb(0.12, 0.13, 0.17);
const MUTED = rgb(0.4, 0.42, 0.48);
/** The most entries a list shows (the newest); data.json holds them all. */
const LIST_MAX = 100;

function text(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value))
    return value.slice(0, 16).replace('T', ' ') + ' UTC';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function list(value: unknown): TRecord[] {
  return Array.isArray(value) ? (value as TRecord[]) : [];
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly safe: (text: string) => string;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.safe = encodable(font);
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private wrap(line: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let current = '';
    for (const word of this.safe(line).split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        current = candidate;
        continue;
      }
      if (current) out.push(current);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
    if (current) out.push(current);
    return out.length ? out : [''];
  }

  write(line: string, options: { size?: number; bold?: boolean; muted?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    for (const part of this.wrap(line, font, size, A4.width - 2 * MARGIN - indent)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.page.drawText(part, { x: MARGIN + indent, y: this.y, size, font, color: options.muted ? MUTED : INK });
    }
    this.y -= options.gap ?? 0;
  }

  heading(title: string): void {
    this.room(40);
    this.y -= 12;
    this.write(title, { size: 14, bold: true, gap: 4 });
  }

  field(label: string, value: unknown): void {
    this.write(`${label}: ${text(value)}`, { indent: 8 });
  }

  items(rows: string[], total: number, empty: string): void {
    if (total === 0) {
      this.write(empty, { muted: true, indent: 8 });
      return;
    }
    for (const row of rows) this.write(`- ${row}`, { indent: 8 });
    if (total > rows.length)
      this.write(`... and ${total - rows.length} more in ${PERSONAL_DATA_EXPORT_FILES.DATA}.`, {
        muted: true,
        indent: 8,
      });
  }
}

/** The summary of one user's export as a PDF. */
export async function summaryPdf(personal: TPersonalData, now = new Date()): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Your personal data');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const d = personal.data;
  const p = d.profile;
  const name = `${text(p.first_name)} ${text(p.last_name)}`;

  w.write('Your personal data', { size: 20, bold: true, gap: 4 });
  w.write(`${name}, ${d.company.name}. Made ${text(d.generated_at)}.`, { muted: true });
  w.write(
    `This summary shows the main facts of each record. ${PERSONAL_DATA_EXPORT_FILES.DATA} in the same zip holds every record in full, in a machine-readable form; the certificate PDFs are in ${PERSONAL_DATA_EXPORT_FILES.CERTIFICATES_DIR}, external training files in ${PERSONAL_DATA_EXPORT_FILES.EXTERNAL_TRAINING_DIR} and the profile picture in ${PERSONAL_DATA_EXPORT_FILES.PROFILE_DIR}.`,
    { muted: true, gap: 4 },
  );

  w.heading('Profile');
  w.field('Name', name);
  w.field('Email', p.email);
  w.field('Role', p.role);
  w.field('Employee id', p.unique_id);
  w.field('Department', p.department);
  w.field('Job title', p.job_title);
  w.field('Account created', p.created_at);
  w.field('Last login', p.last_login);
  w.field('Email notifications', p.is_notification === 1);
  w.field('Two-step verification', p.two_step_verification);
  w.field('Archived', p.is_archived === 1);

  const groups = list(d.groups);
  w.heading('Groups');
  w.items(
    groups.slice(0, LIST_MAX).map((g) => text(g.name)),
    groups.length,
    'No groups.',
  );

  const enrolments = list(d.enrolments);
  w.heading('Courses and playlists');
  w.items(
    enrolments.slice(0, LIST_MAX).map((e) => {
      const kind = e.target_type === 'playlist' ? 'Playlist' : 'Course';
      const state =
        typeof e.state === 'number' ? (USER_COURSE_STATE_TEXT[e.state] ?? String(e.state)) : 'Not yet started';
      const parts = [
        `${kind}: ${text(e.name)}`,
        state,
        `progress ${text(e.progress ?? 0)}%`,
        `enrolled ${text(e.enrolled_at)}`,
      ];
      if (e.completed_at) parts.push(`completed ${text(e.completed_at)}`);
      if (e.deadline) parts.push(`deadline ${text(e.deadline)}`);
      if (e.test_score !== undefined) parts.push(`test score ${text(e.test_score)}%`);
      return parts.join(', ');
    }),
    enrolments.length,
    'No courses or playlists.',
  );

  const history = list(d.course_history);
  w.heading('Archived course runs');
  w.items(
    history
      .slice(0, LIST_MAX)
      .map((h) => `${text(h.course_name)}: completed ${text(h.completed_at)}, archived ${text(h.archived_at)}`),
    history.length,
    'No archived runs.',
  );

  const attempts = list(d.test_attempts);
  w.heading('Test attempts and scores');
  w.items(
    attempts
      .slice(0, LIST_MAX)
      .map(
        (a) =>
          `${text(a.course_name)}: attempt ${text(a.attempt)}, ${text(a.score)}% (${a.passed ? 'passed' : 'not passed'}, pass mark ${text(a.pass_mark)}%), ${text(a.created_at)}`,
      ),
    attempts.length,
    'No test attempts.',
  );

  const certificates = list(d.certificates);
  w.heading('Certificates');
  w.items(
    certificates
      .slice(0, LIST_MAX)
      .map(
        (c) =>
          `${text(c.course_name)}: issued ${text(c.issued_at)}${c.expires_on ? `, expires ${text(c.expires_on)}` : ''} (${text(c.file)})`,
      ),
    certificates.length,
    'No certificates.',
  );

  const external = list(d.external_training);
  w.heading('External training');
  w.items(
    external
      .slice(0, LIST_MAX)
      .map(
        (e) =>
          `${text(e.name)}: completed ${text(e.completed)}, ${text(e.result)}${e.score !== undefined ? ` (${text(e.score)}%)` : ''}, by ${text(e.body)}${e.file ? ` (${text(e.file)})` : ''}`,
      ),
    external.length,
    'No external training records.',
  );

  const notifications = list(d.notifications);
  w.heading('Notifications');
  w.items(
    notifications.slice(0, LIST_MAX).map((n) => `${text(n.created_at)}: ${text(n.title)}${n.read ? '' : ' (unread)'}`),
    notifications.length,
    'No notifications.',
  );

  const lrs = (d.lrs ?? {}) as TRecord;
  w.heading('Learning records (e-learning packages)');
  w.field('xAPI statements', list(lrs.statements).length);
  w.field('xAPI state and profile documents', list(lrs.documents).length);
  w.field('Package registrations', list(lrs.registrations).length);
  w.field('SCORM data records', list(lrs.package_data).length);

  const audit = list(d.audit_events);
  w.heading('Audit log: events about you or by you');
  w.items(
    audit
      .slice(0, LIST_MAX)
      .map(
        (a) =>
          `${text(a.at)}: ${text(a.action)} on ${text(a.target_type)} ${text(a.target_name)} by ${text(a.actor_name || a.actor_kind)}`,
      ),
    audit.length,
    'No audit events.',
  );

  return pdf.save();
}
