import { PUBLIC, type TDomainMatrix } from './matrix-types';
import { COMPANY_RECORD, takingFixture } from './test-taking-fixtures';

export const certificatesMatrix: TDomainMatrix = {
  expectations: {
    'certificates.get': COMPANY_RECORD,
    'certificates.verify': PUBLIC,
  },
  samples: {
    'certificates.get': async ({ tenants, owner }) => ({
      params: { id: (await takingFixture(tenants)).completedCourseId },
      query: { user_id: owner.userId ?? 'none' },
    }),
    'certificates.verify': async ({ tenants }) => ({ params: { id: (await takingFixture(tenants)).certificateId } }),
  },
};
