import { SUPER_ADMIN_ONLY, type TDomainMatrix } from './matrix-types';

export const companiesMatrix: TDomainMatrix = {
  expectations: {
    'companies.list': SUPER_ADMIN_ONLY,
  },
  samples: {
    'companies.list': () => ({ query: { page: '1', limit: '5' } }),
  },
};
