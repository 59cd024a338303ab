import type { TExpiryBase, TValidityKind } from '../constants/compliance';
import { COMPLIANCE_STATUS, type TComplianceStatus } from '../constants/compliance-status';
import { USER_COURSE_STATE } from '../constants/courses';
import { MONTH_NAMES } from '../constants/calendar';

/**
 * The recertification rules: when a certificate expires, when its renewal window opens, and the status a learner
 * holds on a course on a given day. Pure calendar arithmetic on yyyy-mm-dd days (the company's Europe/London days,
 * worked out by the caller), so the server, the daily run, the exports and the web say the same thing.
 */

/** What the rules read of a course's recertification settings. */
export interface TValiditySettings {
  validity: TValidityKind;
  months: number | null;
  /** yyyy-mm-dd, for validity 'date'. */
  expiry_date: string | null;
  base: TExpiryBase;
  /** mm-dd, for base 'anniversary'. */
  anniversary: string | null;
  window_days: number;
  deadline_days_after: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Invalid calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `day` moved by whole days (negative goes back). */
export function shiftDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * `day` moved by whole months, kept on the same day of the month where it exists and on the month's last day where it
 * does not (31 January + 1 month = 28 or 29 February; 29 February 2028 + 12 months = 28 February 2029).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return dayOf(year, month, Math.min(d, daysInMonth(year, month)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** The anniversary (mm-dd) in a year; 29 February is 28 February in a common year. */
function anniversaryIn(anniversary: string, year: number): string {
  const [month, day] = anniversary.split('-').map(Number) as [number, number];
  return dayOf(year, month, Math.min(day, daysInMonth(year, month)));
}

/**
 * The expiry day of a certificate earned on `completedDay`, or null when the course's certificates never expire.
 * `previousExpiry` is the expiry of the certificate it renews, if any: a renewal completed before it (inside the
 * window) counts from it with the previous-expiry and anniversary bases, so an early renewal loses no time.
 */
export function expiryOf(
  settings: TValiditySettings,
  completedDay: string,
  previousExpiry: string | null,
): string | null {
  if (settings.validity === 'never') return null;
  if (settings.validity === 'date') {
    // A fixed date: completions after it expire on its next anniversary, so a late learner is not expired at once.
    let expiry = settings.expiry_date ?? completedDay;
    while (expiry <= completedDay) expiry = addMonths(expiry, 12);
    return expiry;
  }
  const months = settings.months ?? 12;
  const renewedEarly = previousExpiry !== null && completedDay < previousExpiry;
  if (settings.base === 'previous_expiry') {
    return addMonths(renewedEarly ? previousExpiry : completedDay, months);
  }
  if (settings.base === 'anniversary' && settings.anniversary) {
    if (renewedEarly) return addMonths(previousExpiry, months);
    // The last anniversary no later than a full period on, so every certificate expires on the anniversary; one
    // completed just after it gets the anniversary a year on rather than a certificate already expired.
    const target = addMonths(completedDay, months);
    const [targetYear] = parts(target);
    let expiry = anniversaryIn(settings.anniversary, targetYear);
    if (expiry > target) expiry = anniversaryIn(settings.anniversary, targetYear - 1);
    if (expiry <= completedDay) expiry = anniversaryIn(settings.anniversary, Number(expiry.slice(0, 4)) + 1);
    return expiry;
  }
  return addMonths(completedDay, months);
}

/** The day the renewal window opens: the learner is enrolled again on it. */
export function windowOpensOn(expiresOn: string, windowDays: number): string {
  return shiftDays(expiresOn, -windowDays);
}

/** The renewal's deadline: the expiry day, or some days after it. */
export function renewalDueOn(expiresOn: string, deadlineDaysAfter: number): string {
  return shiftDays(expiresOn, deadlineDaysAfter);
}

/** What the status of a learner on a course is worked out from (an enrolment as stored, plus the course's window). */
export interface TComplianceInput {
  /** The enrolment's progress state (1 not started, 2 in progress, 5 test pending, 3 complete); absent = 1. */
  state: number | undefined;
  /** The enrolment's deadline, yyyy-mm-dd or '' for none. */
  deadline: string;
  /** The current certificate's expiry day, when one was earned on a course whose certificates expire. */
  expires_on: string | undefined;
  /** When the current certificate was earned (any completion of the course, expiring or not). */
  certified_at: string | undefined;
  /** The renewal's deadline, once the renewal has begun or is scheduled. */
  renewal_due: string | undefined;
  /** The course's renewal window in days (0 when it has none). */
  window_days: number;
}

export interface TComplianceCell {
  status: TComplianceStatus;
  /** The day the status is about: the expiry (certified, expiring, expired), the deadline (overdue), or null. */
  date: string | null;
  /** Days from today to `date` (expiring: days left). */
  days: number | null;
}

/**
 * A learner's status on a course on `today`: Certified until the window opens, Expiring inside it, Expired from the
 * expiry day, Overdue once the renewal deadline has passed too; a learner never certified is Not started or In
 * progress, or Overdue once their deadline has passed. A certificate that never expires is Certified for good.
 */
export function complianceStatusOf(input: TComplianceInput, today: string): TComplianceCell {
  const cell = (status: TComplianceStatus, date: string | null): TComplianceCell => ({
    status,
    date,
    days: date ? daysBetween(today, date) : null,
  });
  if (input.expires_on) {
    const expires = input.expires_on;
    if (today < windowOpensOn(expires, input.window_days)) return cell(COMPLIANCE_STATUS.CERTIFIED, expires);
    if (today < expires) return cell(COMPLIANCE_STATUS.EXPIRING, expires);
    const due = input.renewal_due ?? expires;
    // Due on the day itself is still in time: overdue from the day after.
    if (today > due) return cell(COMPLIANCE_STATUS.OVERDUE, due);
    return cell(COMPLIANCE_STATUS.EXPIRED, expires);
  }
  if (input.state === USER_COURSE_STATE.COMPLETE || input.certified_at) return cell(COMPLIANCE_STATUS.CERTIFIED, null);
  if (input.deadline && today > input.deadline) return cell(COMPLIANCE_STATUS.OVERDUE, input.deadline);
  const started = input.state === USER_COURSE_STATE.IN_PROGRESS || input.state === USER_COURSE_STATE.TEST_PENDING;
  return cell(started ? COMPLIANCE_STATUS.IN_PROGRESS : COMPLIANCE_STATUS.NOT_STARTED, null);
}

/** 12 Mar 2027. */
export function shortDay(day: string): string {
  const [y, m, d] = parts(day);
  return `${d} ${MONTH_NAMES[m - 1]?.slice(0, 3) ?? ''} ${y}`;
}

/** A cell's words, as the matrix, its exports and My Team show them (never colour alone). */
export function complianceCellText(cell: TComplianceCell): string {
  switch (cell.status) {
    case 'certified':
      return cell.date ? `Certified until ${shortDay(cell.date)}` : 'Certified';
    case 'expiring':
      return cell.days === 1 ? 'Expiring in 1 day' : `Expiring in ${cell.days ?? 0} days`;
    case 'expired':
      return cell.date ? `Expired on ${shortDay(cell.date)}` : 'Expired';
    case 'overdue':
      return cell.date ? `Overdue since ${shortDay(shiftDays(cell.date, 1))}` : 'Overdue';
    case 'in_progress':
      return 'In progress';
    default:
      return 'Not started';
  }
}
