import { SIGNED_IN_OWN_RECORD, type TDomainMatrix } from './matrix-types';

const NOBODY = 'nobody';

/**
 * The learner's progress rows (functions/api/profile). `users.courses` keeps its expectation in users.ts,
 * where it began. With `?id=` the owner: themself, or company A's user of the same role for company B's caller,
 * who gets 404. Denials inside a company (a learner or a manager asking for someone else) are in
 * functions/api/profile/profile.int.test.ts.
 */
export const learnerProfileMatrix: TDomainMatrix = {
  expectations: {
    'learnerProfile.playlists': SIGNED_IN_OWN_RECORD,
  },
  samples: {
    'learnerProfile.playlists': ({ owner }) => ({ query: { id: owner.userId ?? NOBODY, page: '1', limit: '5' } }),
  },
};
