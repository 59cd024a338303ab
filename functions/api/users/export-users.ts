import { defineHandler } from '../../core/http/define-handler';
import { exportUsers } from '../../core/users/export-users';

export const handler = defineHandler('users.export', async ({ auth }) => exportUsers(auth.companyId));
