import type { I18n } from '@lingui/core';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PERSONAL_DATA_EXPORT_FILES, USER_COURSE_STATE_TEXT } from '@skillway/shared';
import { DEFAULT_LANGUAGE, type TLanguage } from '@skillway/shared/constants/languages';
import { embedPdfFonts } from '../../../platform/export/pdf-fonts';
import { encodable } from '../../../platform/export/pdf-text';
import { specTextIn, textsIn } from '../../../platform/i18n/server-texts';
import type { TPersonalData } from './collect-personal-data';

/**
 * summary.pdf: the export read by a person. Each area in a section with what matters of every record (the full
 * records are in data.json); long lists show their newest entries and say how many there are. Written in the
 * language of the person the data is about (issue 34): it is addressed to them ("Your personal data"), whoever asked
 * for it; in DejaVu (pdf-fonts.ts), so their name and the Polish and Spanish words print as written.
 */

type TRecord = Record<string, unknown>;

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const INK = rgb(0.12, 0.13, 0.17);
const MUTED = rgb(0.4, 0.42, 0.48);
/** The most entries a list shows (the newest); data.json holds them all. */
const LIST_MAX = 100;

/** A recorded value as text: Yes and No in the document's language, a time as "2026-03-10 09:30 UTC". */
function textIn(i18n: I18n): (value: unknown) => string {
  return (value) => {
    if (value === undefined || value === null || value === '') return '-';
    if (typeof value === 'boolean') return value ? i18n._('Yes') : i18n._('No');
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value))
      return value.slice(0, 16).replace('T', ' ') + ' UTC';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
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
    private readonly text: (value: unknown) => string,
    private readonly more: (count: number) => string,
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
    this.write(`${label}: ${this.text(value)}`, { indent: 8 });
  }

  items(rows: string[], total: number, empty: string): void {
    if (total === 0) {
      this.write(empty, { muted: true, indent: 8 });
      return;
    }
    for (const row of rows) this.write(`- ${row}`, { indent: 8 });
    if (total > rows.length) this.write(this.more(total - rows.length), { muted: true, indent: 8 });
  }
}

/** The summary of one user's export as a PDF, in `language` (the user's). */
export async function summaryPdf(
  personal: TPersonalData,
  now = new Date(),
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<Uint8Array> {
  const i18n = textsIn(language);
  const text = textIn(i18n);
  const pdf = await PDFDocument.create();
  const title = i18n._('Your personal data');
  pdf.setTitle(title);
  pdf.setLanguage(language);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const fonts = await embedPdfFonts(pdf);
  const w = new Writer(pdf, fonts.regular, fonts.bold, text, (count) =>
    i18n._('... and {count} more in {file}.', { count: String(count), file: PERSONAL_DATA_EXPORT_FILES.DATA }),
  );
  const d = personal.data;
  const p = d.profile;
  const name = `${text(p.first_name)} ${text(p.last_name)}`;

  w.write(title, { size: 20, bold: true, gap: 4 });
  w.write(i18n._('{name}, {company}. Made {time}.', { name, company: d.company.name, time: text(d.generated_at) }), {
    muted: true,
  });
  w.write(
    i18n._(
      'This summary shows the main facts of each record. {data} in the same zip holds every record in full, in a machine-readable form; the certificate PDFs are in {certificates}, external training files in {externalTraining} and the profile picture in {profile}.',
      {
        data: PERSONAL_DATA_EXPORT_FILES.DATA,
        certificates: PERSONAL_DATA_EXPORT_FILES.CERTIFICATES_DIR,
        externalTraining: PERSONAL_DATA_EXPORT_FILES.EXTERNAL_TRAINING_DIR,
        profile: PERSONAL_DATA_EXPORT_FILES.PROFILE_DIR,
      },
    ),
    { muted: true, gap: 4 },
  );

  w.heading(i18n._('Profile'));
  // A person's name ("Name" alone is a thing's name in the catalogue: Polish "Nazwa").
  w.write(i18n._('Name: {name}', { name }), { indent: 8 });
  w.field(i18n._('Email'), p.email);
  w.field(i18n._('Role'), typeof p.role === 'string' ? specTextIn(language, p.role) : p.role);
  w.field(i18n._('Employee id'), p.unique_id);
  w.field(i18n._('Department'), p.department);
  w.field(i18n._('Job title'), p.job_title);
  w.field(i18n._('Account created'), p.created_at);
  w.field(i18n._('Last login'), p.last_login);
  w.field(i18n._('Email notifications'), p.is_notification === 1);
  w.field(i18n._('Two-step verification'), p.two_step_verification);
  w.field(i18n._('Archived'), p.is_archived === 1);

  const groups = list(d.groups);
  w.heading(i18n._('Groups'));
  w.items(
    groups.slice(0, LIST_MAX).map((g) => text(g.name)),
    groups.length,
    i18n._('No groups.'),
  );

  const enrolments = list(d.enrolments);
  w.heading(i18n._('Courses and playlists'));
  w.items(
    enrolments.slice(0, LIST_MAX).map((e) => {
      const name = text(e.name);
      const kind =
        e.target_type === 'playlist' ? i18n._('Playlist: {name}', { name }) : i18n._('Course: {name}', { name });
      const stateText = typeof e.state === 'number' ? USER_COURSE_STATE_TEXT[e.state] : undefined;
      const state =
        typeof e.state === 'number'
          ? stateText !== undefined
            ? specTextIn(language, stateText)
            : String(e.state)
          : i18n._('Not yet started');
      const parts = [
        kind,
        state,
        i18n._('progress {progress}%', { progress: text(e.progress ?? 0) }),
        i18n._('enrolled {time}', { time: text(e.enrolled_at) }),
      ];
      if (e.completed_at) parts.push(i18n._('completed {time}', { time: text(e.completed_at) }));
      if (e.deadline) parts.push(i18n._('deadline {time}', { time: text(e.deadline) }));
      if (e.test_score !== undefined) parts.push(i18n._('test score {score}%', { score: text(e.test_score) }));
      return parts.join(', ');
    }),
    enrolments.length,
    i18n._('No courses or playlists.'),
  );

  const history = list(d.course_history);
  w.heading(i18n._('Archived course runs'));
  w.items(
    history.slice(0, LIST_MAX).map((h) =>
      i18n._('{course}: completed {completed}, archived {archived}', {
        course: text(h.course_name),
        completed: text(h.completed_at),
        archived: text(h.archived_at),
      }),
    ),
    history.length,
    i18n._('No archived runs.'),
  );

  const attempts = list(d.test_attempts);
  w.heading(i18n._('Test attempts and scores'));
  w.items(
    attempts.slice(0, LIST_MAX).map((a) => {
      const values = {
        course: text(a.course_name),
        attempt: text(a.attempt),
        score: text(a.score),
        passMark: text(a.pass_mark),
        time: text(a.created_at),
      };
      return a.passed
        ? i18n._('{course}: attempt {attempt}, {score}% (passed, pass mark {passMark}%), {time}', values)
        : i18n._('{course}: attempt {attempt}, {score}% (not passed, pass mark {passMark}%), {time}', values);
    }),
    attempts.length,
    i18n._('No test attempts.'),
  );

  const certificates = list(d.certificates);
  w.heading(i18n._('Certificates'));
  w.items(
    certificates.slice(0, LIST_MAX).map((c) => {
      const values = {
        course: text(c.course_name),
        issued: text(c.issued_at),
        expires: text(c.expires_on),
        file: text(c.file),
      };
      return c.expires_on
        ? i18n._('{course}: issued {issued}, expires {expires} ({file})', values)
        : i18n._('{course}: issued {issued} ({file})', values);
    }),
    certificates.length,
    i18n._('No certificates.'),
  );

  const external = list(d.external_training);
  w.heading(i18n._('External training'));
  w.items(
    external.slice(0, LIST_MAX).map((e) => {
      const score = e.score !== undefined ? ` (${text(e.score)}%)` : '';
      const file = e.file ? ` (${text(e.file)})` : '';
      return i18n._('{name}: completed {completed}, {result}{score}, by {body}{file}', {
        name: text(e.name),
        completed: text(e.completed),
        result: text(e.result),
        score,
        body: text(e.body),
        file,
      });
    }),
    external.length,
    i18n._('No external training records.'),
  );

  const notifications = list(d.notifications);
  w.heading(i18n._('Notifications'));
  w.items(
    notifications
      .slice(0, LIST_MAX)
      .map((n) =>
        n.read
          ? `${text(n.created_at)}: ${text(n.title)}`
          : i18n._('{time}: {title} (unread)', { time: text(n.created_at), title: text(n.title) }),
      ),
    notifications.length,
    i18n._('No notifications.'),
  );

  const lrs = (d.lrs ?? {}) as TRecord;
  w.heading(i18n._('Learning records (e-learning packages)'));
  w.field(i18n._('xAPI statements'), list(lrs.statements).length);
  w.field(i18n._('xAPI state and profile documents'), list(lrs.documents).length);
  w.field(i18n._('Package registrations'), list(lrs.registrations).length);
  w.field(i18n._('SCORM data records'), list(lrs.package_data).length);

  const audit = list(d.audit_events);
  w.heading(i18n._('Audit log: events about you or by you'));
  w.items(
    audit.slice(0, LIST_MAX).map((a) =>
      i18n._('{time}: {action} on {targetType} {target} by {actor}', {
        time: text(a.at),
        action: text(a.action),
        targetType: text(a.target_type),
        target: text(a.target_name),
        actor: text(a.actor_name || a.actor_kind),
      }),
    ),
    audit.length,
    i18n._('No audit events.'),
  );

  return pdf.save();
}
