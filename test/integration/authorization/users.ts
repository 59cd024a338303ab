import { uniqueEmail } from '../../factories/accounts';
import { call } from '../../factories/http';
import {
  ADMIN_ONLY,
  ADMIN_ONLY_RECORD,
  ADMIN_OR_MANAGER,
  SIGNED_IN_OWN_RECORD,
  type TDomainMatrix,
} from './matrix-types';
import {
  STAFF_RECORD,
  ADMIN_OR_SUPER_RECORD,
  NOBODY,
  isSuperAdmin,
  isAdminOf,
  victim,
  scope,
  editBody,
  destroyable,
} from './user-samples';
import { setCompanyFields, setUserFields } from './audit-prepare';

/** A two-step key (base32) the resets take away again: set on their target first, so each reset changes something. */
const twoStepKey = () => ({
  totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  totp_enabled_at: new Date().toISOString(),
});

export const usersMatrix: TDomainMatrix = {
  expectations: {
    'users.list': ADMIN_ONLY,
    'users.basicDetails': ADMIN_OR_MANAGER,
    'users.archived': ADMIN_ONLY,
    'users.all': ADMIN_ONLY,
    'users.reports': ADMIN_ONLY,
    'users.export': ADMIN_ONLY,
    'users.get': STAFF_RECORD,
    'users.create': ADMIN_ONLY,
    'users.update': STAFF_RECORD,
    'users.delete': ADMIN_OR_SUPER_RECORD,
    'users.deleteAllData': ADMIN_OR_SUPER_RECORD,
    'users.archive': ADMIN_ONLY_RECORD,
    'users.archivedCourses': ADMIN_ONLY_RECORD,
    'users.updateMailSetting': ADMIN_ONLY,
    'users.sendWelcomeEmail': ADMIN_ONLY_RECORD,
    'users.sendMassWelcomeEmail': ADMIN_ONLY,
    'users.updateNotification': SIGNED_IN_OWN_RECORD,
    // A company's administrator: their company's users; the super administrator: a company's administrator.
    'users.resetTwoStep': ADMIN_OR_SUPER_RECORD,
  },
  samples: {
    'users.list': () => ({ query: { page: '1', limit: '5', orderBy: 'first_name', sortedBy: 'asc' } }),
    'users.reports': () => ({ query: { page: '1', limit: '5' } }),
    'users.export': () => ({ query: { type: 'csv', withArchive: '1', skipPagination: '1', limit: '0' } }),
    'users.get': ({ actor, owner, tenants }) => {
      const query = scope(tenants, actor);
      return {
        params: { id: isSuperAdmin(tenants, actor) ? tenants.a.learner.userId! : (owner.userId ?? NOBODY) },
        ...(query ? { query } : {}),
      };
    },
    'users.create': () => ({ body: { first_name: 'Matrix', last_name: 'Created', email: uniqueEmail('matrix') } }),
    // The target's own names, as other tests know them: renamed first, so the call records a change.
    'users.update': ({ actor, owner, tenants }) => {
      const target = isSuperAdmin(tenants, actor) ? tenants.a.learner : owner;
      const query = scope(tenants, actor);
      const edits = [tenants.a.admin, tenants.a.manager, tenants.a.superAdmin].includes(actor);
      const renamed = { first_name: `${target.firstName ?? 'A'} (before the matrix)` };
      return {
        params: { id: target.userId ?? NOBODY },
        body: editBody(target),
        ...(query ? { query } : {}),
        ...(edits ? { prepare: () => setUserFields(target.companyId!, target.userId!, renamed) } : {}),
      };
    },
    'users.resetTwoStep': ({ actor, owner, tenants }) => {
      const query = scope(tenants, actor);
      const id = isSuperAdmin(tenants, actor) ? tenants.a.admin.userId! : (owner.userId ?? NOBODY);
      const resets = isSuperAdmin(tenants, actor) || actor === tenants.a.admin;
      return {
        params: { id },
        ...(query ? { query } : {}),
        ...(resets ? { prepare: () => setUserFields(tenants.a.admin.companyId!, id, twoStepKey()) } : {}),
      };
    },
    'users.delete': (input) =>
      destroyable(input, isAdminOf(input.tenants, input.actor) || isSuperAdmin(input.tenants, input.actor)),
    'users.deleteAllData': (input) =>
      destroyable(input, isAdminOf(input.tenants, input.actor) || isSuperAdmin(input.tenants, input.actor)),
    'users.archive': async (input) => ({
      ...(await destroyable(input, isAdminOf(input.tenants, input.actor))),
      body: { is_archived: 1 },
    }),
    'users.archivedCourses': async ({ actor, owner, tenants }) => {
      if (!isAdminOf(tenants, actor)) return { params: { id: NOBODY } };
      if (actor !== owner) return { params: { id: owner.userId ?? NOBODY } };
      const id = await victim(tenants);
      await call('PUT', `/v1/archive-account/${id}`, { token: tenants.a.admin.token, body: { is_archived: 1 } });
      return { params: { id } };
    },
    // On, as other tests need it: off first, so the call records a change.
    'users.updateMailSetting': ({ actor, tenants }) => ({
      body: { enable_mail: 1 },
      ...(actor === tenants.a.admin ? { prepare: () => setCompanyFields(actor.companyId!, { enable_mail: 0 }) } : {}),
    }),
    'users.sendWelcomeEmail': async ({ actor, owner, tenants }) => {
      if (!isAdminOf(tenants, actor)) return { params: { id: NOBODY } };
      return { params: { id: actor === owner ? await victim(tenants) : (owner.userId ?? NOBODY) } };
    },
    'users.sendMassWelcomeEmail': ({ tenants }) => ({
      body: { send_mail_option: 3, users: [tenants.a.learner.userId] },
    }),
    // Emails on, as other tests need them: off first for the caller's own record, so the call records a change.
    'users.updateNotification': ({ actor, owner }) => ({
      params: { id: owner.userId ?? NOBODY },
      body: { is_notification: 1 },
      ...(actor === owner && actor.userId
        ? { prepare: () => setUserFields(actor.companyId!, actor.userId!, { is_notification: 0 }) }
        : {}),
    }),
  },
};
