import { defineHandler } from '../../core/platform/http/define-handler';
import { exportUsers } from '../../core/people/users/export-users';

export const handler = defineHandler('users.export', async ({ auth }) => exportUsers(auth.companyId));
