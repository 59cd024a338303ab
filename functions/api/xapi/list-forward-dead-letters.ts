import { defineHandler } from '../../core/platform/http/define-handler';
import { deadLetterPage } from '../../core/learner/xapi/forwarding/dead-letters';
import { presentDeadLetter } from '../../core/learner/xapi/forwarding/present';

export const handler = defineHandler('xapi.listForwardDeadLetters', async ({ auth, params, query }) => {
  const page = await deadLetterPage(auth.companyId, params.id, query);
  return { data: page.items.map(presentDeadLetter), meta: { next_cursor: page.next } };
});
