import { defineHandler } from '../../core/platform/http/define-handler';
import { recipientLanguage } from '../../core/platform/i18n/server-texts';
import { auditActionOptions } from '../../core/oversight/audit-log/action-labels';

/** The Action filter's choices, labelled and sorted in the reader's language (issue 34). */
export const handler = defineHandler('audit.actions', async ({ auth }) => ({
  data: auditActionOptions(recipientLanguage(auth.user, auth.company)),
}));
