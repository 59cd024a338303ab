import { type TDomainMatrix } from './matrix-types';
import { COMPANY_RECORD, takingFixture, answersOf } from './test-taking-fixtures';

export const testTakingMatrix: TDomainMatrix = {
  expectations: {
    'testTaking.getScore': COMPANY_RECORD,
    'testTaking.submit': COMPANY_RECORD,
    'testTaking.logs': COMPANY_RECORD,
    'testTaking.log': COMPANY_RECORD,
  },
  samples: {
    'testTaking.getScore': answersOf,
    // All wrong: the attempt fails, so the enrolment stays ready for the next caller's sample.
    'testTaking.submit': answersOf,
    'testTaking.logs': async ({ tenants, owner }) => ({
      params: { id: (await takingFixture(tenants)).testCourseId },
      query: { user_id: owner.userId ?? 'none' },
    }),
    'testTaking.log': async ({ tenants, owner }) => ({
      params: { id: (await takingFixture(tenants)).logIds[owner.userId ?? ''] ?? 'none' },
    }),
  },
};
