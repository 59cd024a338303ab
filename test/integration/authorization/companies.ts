import { ADMIN_ONLY, SUPER_ADMIN_ONLY, type TDomainMatrix } from './matrix-types';

const accountInfo = { street: '1 High Street', city: 'Leeds', county: 'West Yorkshire', country: 'UK', postcode: 'LS1 4AP', phone: '0113 496 0000' };

export const companiesMatrix: TDomainMatrix = {
  expectations: {
    'companies.list': SUPER_ADMIN_ONLY,
    'companies.details': ADMIN_ONLY,
    'companies.accountInfo': ADMIN_ONLY,
    'companies.updateDetails': ADMIN_ONLY,
    'companies.updateInformation': ADMIN_ONLY,
  },
  samples: {
    'companies.list': () => ({ query: { page: '1', limit: '5' } }),
    'companies.details': () => ({}),
    'companies.accountInfo': () => ({}),
    'companies.updateDetails': () => ({ body: accountInfo }),
    'companies.updateInformation': () => ({ body: accountInfo }),
  },
};
