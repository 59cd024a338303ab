/**
 * The test files whose outcome depends on the date, the time of day, the time zone or the day of the week: what
 * `npm run test:dates` runs at every pinned instant (scripts/test-dates.mjs). A test that computes "today", a
 * deadline, an expiry, a month or a date picker's day belongs here, even when it pins its own clock (so the pin is
 * proved to hold). scripts/date-sensitive-files.test.ts keeps each path pointing at a file.
 */
export const DATE_SENSITIVE_FILES = [
  // Unit and web tests of date logic: calendar days, billing periods, expiries, token lifetimes, reminders, charts.
  'web/src/lib/format-date.test.ts',
  'web/src/features/billing/pages/account-status-page.test.tsx',
  'web/src/features/companies/pages/company-details-page.test.tsx',
  'web/src/features/learning/components/course-card.test.tsx',
  'web/src/features/team/components/assign-courses.test.tsx',
  'web/src/features/billing/components/local-card-entry.test.ts',
  'infra/local/fake-stripe.test.ts',
  'infra/local/jwt-authorizer.test.ts',
  'functions/core/platform/payments/billing-period.test.ts',
  'functions/core/platform/payments/stripe-gateway.test.ts',
  'functions/core/platform/events/put-events.test.ts',
  'functions/core/platform/storage/presign-download.test.ts',
  'functions/core/platform/storage/presign-upload.test.ts',
  'functions/core/platform/storage/s3-rest-objects.test.ts',
  'functions/core/platform/http/define-handler.test.ts',
  'functions/core/platform/db/unprocessed.test.ts',
  'functions/core/people/auth/reset-token.test.ts',
  'functions/core/platform/format/calendar-day.test.ts',
  'functions/core/oversight/notifications/reminders/reminder-plan.test.ts',
  'functions/core/workflows/renew-certifications-plan.test.ts',
  'shared/src/rules/recertification.test.ts',
  'functions/core/delivery/enrolment/reminder-index.test.ts',
  'functions/core/delivery/progress/access-patch.test.ts',
  'functions/core/oversight/reports/report-charts.test.ts',
  'functions/core/oversight/reports/report-schedule-days.test.ts',
  'functions/core/people/companies/present-company-summary.test.ts',
  // Browser journeys that pick a day in a date picker or read this month's figures.
  'test/e2e/notifications.test.ts', // deadline 3 London days away, reminder run and bell
  'test/e2e/course-authoring.test.ts', // deadlines on the 15th and 20th of next month
  'test/e2e/super-admin.test.ts', // Extend Trial to the 15th of next month
  'test/e2e/external-training.test.ts', // completed on the 10th of this month
  'test/e2e/reports.test.ts', // this month's row of Logins by Month
  'test/e2e/team-assign.test.ts', // a team deadline 3 London days away, then Nudge
  'test/e2e/recertification.test.ts', // 12 months on from today, a fixed expiry 20 days away, the run in the window
  // The stack: schedules, trial expiry, deadlines, expiries and month figures.
  'events/schedules/send-reminders.int.test.ts',
  'functions/core/workflows/renew-certifications.int.test.ts', // certificates earned today, renewed a year on
  'events/schedules/expire-trials.int.test.ts',
  'functions/api/billing/billing.int.test.ts',
  'functions/api/companies/platform-console.int.test.ts',
  'functions/api/notifications/notification-settings.int.test.ts',
  'functions/api/enrolment/enrolment.int.test.ts',
  'functions/core/delivery/enrolment/group-enrolment.int.test.ts',
  'functions/api/external-training/external-training.int.test.ts',
  'functions/api/external-training/external-training-renewal.int.test.ts', // records completed ten days ago renew
  'functions/api/compliance/compliance.int.test.ts', // expiries from today's completions, a fixed date 10 days away
  'functions/api/xapi/own-learning.int.test.ts', // a certificate earned today expires a year on
  'functions/core/workflows/complete-renewal.int.test.ts', // the run on the window's days from today's completion
  'functions/api/profile/profile.int.test.ts',
  'functions/api/reports/reports.int.test.ts',
  'functions/api/reports/report-figures.int.test.ts',
  'functions/api/team/team-courses.int.test.ts',
  'functions/api/team/team-nudge.int.test.ts',
  'functions/api/sso/sso-certificate-notices.int.test.ts', // SAML certificates expiring 7, 20, 30 and 60 London days from today
  // Scheduled reports: the next weekday or day of the month from the London day, sent on it once.
  'functions/api/reports/emailed-reports.int.test.ts',
  'test/integration/demo-seed.test.ts',
];
