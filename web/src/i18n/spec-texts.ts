import {
  SCIM_MSG,
  XAPI_CLIENT_MSG,
  XAPI_FORWARDING_MSG,
  CAPTION_KIND_TEXT,
  PERSONAL_DATA_EXPORT_MSG,
  SSO_MAPPING_LABELS,
  TWO_STEP_TEXT,
  RESET_PASSWORD_TEXT,
  SSO_MESSAGES,
  SSO_ERROR_MESSAGES,
  PASSWORD_RULE_TEXT,
  BANDS,
  PRODUCT_OPTIONS,
  WELCOME_EMAIL_OPTIONS,
  PAID_TRIAL_ENDS_ON,
  INVOICE_PURPOSE,
  INVOICE_PURPOSE_OTHER,
  EXTERNAL_TRAINING_MSG,
  REPORT_PIE_STATES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_GET_BY_OPTIONS,
  NOTIFICATION_SHOWN_UP_OPTIONS,
  NOTIFICATION_DAY_LABELS,
  NOTIFICATION_MESSAGES,
  WEEKDAY_NAMES,
  CERTIFICATE_STANDING_LABELS,
  COMPLIANCE_MESSAGES,
  COMPLIANCE_STATUS_LABELS,
  COURSE_TYPES,
  EXPIRY_BASE_OPTIONS,
  LEARNER_TEXT,
  MY_COURSES_FILTERS,
  SUSPENSION_MESSAGE,
  SUSPENSION_SHORT,
  VALIDITY_KIND_OPTIONS,
  COMPANY_STATE_NAME,
  EXTERNAL_TRAINING_RESULT_TEXT,
  MATERIAL_TYPE_TEXT,
  MSG,
  NOTIFICATION_DEFAULT_CONTENT,
  NOTIFICATION_TITLES,
  PACKAGE_STANDARD_TEXT,
  PACKAGE_STATE_TEXT,
  PAYMENT_METHOD_NAME,
  QUESTION_TYPE_NAME,
  ROLE_NAME,
  SYSTEM_AUDIT_ACTION_LABEL,
  USER_COURSE_STATE_TEXT,
} from '@skillway/shared';
import { CRUMB } from '../routes/breadcrumbs';
import { SCREENS } from '../routes/screens';

/**
 * The spec's texts the web shows from @skillway/shared (the same constants the server sends): every string in these
 * objects is a message of the `spec` catalogue (web/src/locales/spec), its id the English text itself, so
 * `specText(MSG.SAVED)` and an error message the server sent in English find the same translation. Read by the
 * catalogue extractor (web/scripts/i18n/spec-texts-extractor.ts); a shared object of display text not listed here
 * shows in English in every language (the pseudo-locale walk finds it).
 */
const SPEC_TEXT_SOURCES = {
  MSG,
  ROLE_NAME,
  USER_COURSE_STATE_TEXT,
  MATERIAL_TYPE_TEXT,
  QUESTION_TYPE_NAME,
  COMPANY_STATE_NAME,
  PAYMENT_METHOD_NAME,
  CAPTION_KIND_TEXT,
  EXTERNAL_TRAINING_RESULT_TEXT,
  PACKAGE_STANDARD_TEXT,
  PACKAGE_STATE_TEXT,
  SYSTEM_AUDIT_ACTION_LABEL,
  // The notifications' default titles and emails (HTML with `{placeholder}`s), sent in the recipient's language.
  NOTIFICATION_TITLES,
  NOTIFICATION_DEFAULT_CONTENT,
  // The learner's path, compliance and billing (functions of counts in them are translated where they are shown).
  LEARNER_TEXT,
  MY_COURSES_FILTER_LABELS: MY_COURSES_FILTERS.map((filter) => filter.label),
  COMPLIANCE_MESSAGES,
  COMPLIANCE_STATUS_LABELS,
  CERTIFICATE_STANDING_LABELS,
  VALIDITY_KIND_LABELS: VALIDITY_KIND_OPTIONS.map((option) => option.label),
  EXPIRY_BASE_LABELS: EXPIRY_BASE_OPTIONS.map((option) => option.label),
  COURSE_TYPE_NAMES: COURSE_TYPES.map((type) => type.name),
  SUSPENSION_MESSAGE,
  SUSPENSION_SHORT,
  // Sign-in, two-step and single sign-on.
  TWO_STEP_TEXT,
  RESET_PASSWORD_TEXT,
  SSO_MESSAGES,
  SSO_ERROR_MESSAGES,
  PASSWORD_RULE_TEXT,
  SSO_MAPPING_LABELS,
  PERSONAL_DATA_EXPORT_MSG,
  // Integrations: SCIM provisioning, the LRS clients' and LRS forwarding's answers.
  SCIM_MSG,
  XAPI_CLIENT_MSG,
  XAPI_FORWARDING_MSG,
  // Billing, users, external training, reports and notifications.
  BAND_NAMES: BANDS.map((band) => band.name),
  PRODUCT_NAMES: PRODUCT_OPTIONS.map((product) => product.name),
  WELCOME_EMAIL_OPTION_NAMES: WELCOME_EMAIL_OPTIONS.map((option) => option.name),
  PAID_TRIAL_ENDS_ON,
  INVOICE_PURPOSE,
  INVOICE_PURPOSE_OTHER,
  EXTERNAL_TRAINING_MSG,
  REPORT_PIE_STATES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_GET_BY_LABELS: NOTIFICATION_GET_BY_OPTIONS.map((option) => option.label),
  NOTIFICATION_SHOWN_UP_LABELS: NOTIFICATION_SHOWN_UP_OPTIONS.map((option) => option.label),
  NOTIFICATION_DAY_LABELS,
  NOTIFICATION_MESSAGES,
  WEEKDAY_NAMES,
  // agreeStatusText's answers.
  AGREEMENT_STATUS: ['N/A', 'Agreed', 'Not agreed'],
  // Every screen's title and breadcrumb (routes/screens.ts, routes/breadcrumbs.ts): the document title, the
  // breadcrumbs, the route announcement and the navigation show them through specText, so no table of them is in
  // the app's entry.
  SCREEN_TITLES: Object.values(SCREENS).map((screen) => screen.title),
  CRUMB_LABELS: Object.values(CRUMB).map((crumb) => crumb.label),
} as const;

/** Every text of the sources, once each, in a stable order. */
export function specTexts(sources: Record<string, unknown> = SPEC_TEXT_SOURCES): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(value);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  walk(sources);
  return [...found];
}
