import { defineHandler } from '../../core/platform/http/define-handler';
import { auditActionOptions } from '../../core/oversight/audit-log/action-labels';

export const handler = defineHandler('audit.actions', async () => ({ data: auditActionOptions() }));
