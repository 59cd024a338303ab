import { SIGNED_IN, SIGNED_IN_OWN_RECORD, type TDomainMatrix } from './matrix-types';

const NOBODY = 'nobody';

/**
 * The learner's progress rows (functions/api/profile). With `?id=` the owner: themself, or company A's user of the same role for company B's caller,
 * who gets 404. Denials inside a company (a learner or a manager asking for someone else) are in
 * functions/api/profile/profile.int.test.ts.
 */
export const profileMatrix: TDomainMatrix = {
  expectations: {
    'profile.get': SIGNED_IN,
    'profile.update': SIGNED_IN,
    'profile.updatePassword': SIGNED_IN,
    'profile.playlists': SIGNED_IN_OWN_RECORD,
    'profile.courses': SIGNED_IN_OWN_RECORD,
    // Two-step verification: one's own only. The changes are refused as 422 (a malformed code, checked after the
    // role), so the matrix counts no failed sign-ins and turns nothing on or off.
    'profile.twoStep': SIGNED_IN,
    'profile.twoStepSetup': SIGNED_IN,
    'profile.twoStepEnable': SIGNED_IN,
    'profile.twoStepDisable': SIGNED_IN,
    'profile.twoStepRecoveryCodes': SIGNED_IN,
  },
  samples: {
    'profile.update': ({ actor }) => ({
      body: {
        first_name: actor.firstName ?? 'A',
        last_name: actor.lastName ?? 'B',
        email: actor.email ?? 'x@example.test',
      },
    }),
    'profile.updatePassword': () => ({
      body: { old_password: 'Wrong!Pass1', new_password: 'Other!Pass2', confirm_password: 'Other!Pass2' },
    }),
    'profile.playlists': ({ owner }) => ({ query: { id: owner.userId ?? NOBODY, page: '1', limit: '5' } }),
    // Own rows; with ?id= the owner (themself, or company A's user for company B's check).
    'profile.courses': ({ owner }) => ({ query: { id: owner.userId ?? NOBODY } }),
    'profile.twoStepEnable': () => ({ body: { code: 'matrix' } }),
    'profile.twoStepDisable': () => ({ body: { code: 'matrix' } }),
    'profile.twoStepRecoveryCodes': () => ({ body: { code: 'matrix' } }),
  },
};
