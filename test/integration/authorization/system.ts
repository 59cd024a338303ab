import { PUBLIC, type TDomainMatrix } from './matrix-types';

export const systemMatrix: TDomainMatrix = {
  expectations: {
    'system.health': PUBLIC,
    'system.openapi': PUBLIC,
    'system.image': PUBLIC,
  },
  samples: {
    'system.image': ({ tenants }) => tenants.imageRequest,
  },
};
