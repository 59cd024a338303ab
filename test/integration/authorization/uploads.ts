import { SIGNED_IN, SIGNED_IN_OWN_RECORD, type TDomainMatrix } from './matrix-types';

export const uploadsMatrix: TDomainMatrix = {
  expectations: {
    'uploads.sign': SIGNED_IN,
    'uploads.verify': SIGNED_IN_OWN_RECORD,
  },
  samples: {
    'uploads.sign': () => ({ body: { type: 'avatar', file_name: 'me.png', content_type: 'image/png', size: 1000 } }),
    'uploads.verify': ({ owner }) => ({ body: { type: 'avatar', key: owner.uploadKey } }),
  },
};
