import { ERASURE_CONFIRM_WORD, ERASURE_MSG } from '@skillway/shared/constants/privacy';
import { AppError } from '../../core/platform/http/app-error';
import { describeAuditRead } from '../../core/platform/audit/audit-context';
import { defineHandler } from '../../core/platform/http/define-handler';
import { eraseUserByAdministrator } from '../../core/workflows/administrator-erasure';

export const handler = defineHandler('privacy.eraseUser', async ({ auth, params, body, log }) => {
  // The schema asks for the word; an absent body must not pass either.
  if (body?.confirm !== ERASURE_CONFIRM_WORD) throw AppError.field('confirm', ERASURE_MSG.CONFIRM);
  const erased = await eraseUserByAdministrator(auth, params.id, log);
  // The log names the user by the pseudonym only (an `items` event would keep the old name as "before").
  describeAuditRead({
    id: erased.id,
    name: `${erased.first_name} ${erased.last_name}`,
    detail: erased.records_kept ? 'erased; training records kept as a legal obligation' : 'erased',
  });
  return { message: ERASURE_MSG.ERASED, data: erased };
});
