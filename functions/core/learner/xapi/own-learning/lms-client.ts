import { OWN_LEARNING_CLIENT } from '@skillway/shared/constants/own-learning';
import type { TClientLrsContext } from '../lrs-context';

/**
 * The LMS itself as a client of the company's LRS (issue 35): the product's own learning is written under this
 * context, so its statements' authority is the account agent `client:lms` on APP_URL (lrs-context.ts authorityOf) and
 * they are found by that authority (deleting a learner's or a course's product statements: delete-own-learning.ts).
 */
export function lmsLrsContext(companyId: string): TClientLrsContext {
  return {
    kind: 'client',
    companyId,
    version: '1.0.3',
    client: { id: OWN_LEARNING_CLIENT.ID, name: OWN_LEARNING_CLIENT.NAME, scopes: ['all'], defaultVersion: '1.0.3' },
  };
}
