import { inject } from 'vitest';
import { ROLE, ROLE_NAME } from '@skillway/shared';
import { DEFAULT_PASSWORD, registerCompany, uniqueEmail } from '../factories/accounts';
import { call, login } from '../factories/http';
import { addGroupFixtures } from './tenant-groups';

export type { TActor, TActorName } from './actor';
import type { TActor, TActorName } from './actor';

export interface TTenants {
  /** The demo company (and the platform's super administrator). */
  a: Record<TActorName, TActor>;
  /** Another company with its own administrator, manager and learner. */
  b: Record<Exclude<TActorName, 'superAdmin' | 'anonymous'>, TActor>;
  /**
   * Company A's other people for the object-level checks (test/integration/object-authorization.test.ts): a second
   * learner (in no team), a learner outside company A's manager's team (with records of their own, made by the
   * object-level fixtures) and a second Team Manager.
   */
  sameCompany: { otherLearner: TActor; outsider: TActor; otherManager: TActor };
  /** A request for a signed image of company A. */
  imageRequest: { params: Record<string, string>; query: Record<string, string> };
}

/** A one-pixel PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Sign, upload and verify an avatar the way the web does; returns its key. */
async function uploadAvatar(token: string): Promise<string> {
  const signed = await call('POST', '/v1/sign', {
    token,
    body: { type: 'avatar', file_name: 'me.png', content_type: 'image/png', size: PNG.length },
  });
  if (signed.status !== 200) throw new Error(`sign failed: ${signed.status} ${JSON.stringify(signed.body)}`);
  const { url, fields, key } = signed.body.data as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const upload = await fetch(url, { method: 'POST', body: form });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const verified = await call('POST', '/v1/sign/verify', { token, body: { type: 'avatar', key } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return key;
}

/** Domain services run in this process against the same emulators as the stack. */
async function withStackEnv<T>(run: () => Promise<T>): Promise<T> {
  Object.assign(process.env, inject('stackEnv'));
  return run();
}

async function addNotification(companyId: string, userId: string): Promise<string> {
  return withStackEnv(async () => {
    const { createNotification } =
      await import('@skillway/functions/core/oversight/notifications/notification-repository');
    const created = await createNotification(companyId, userId, { title: 'Matrix fixture', notification_type: 0 });
    if (!created) throw new Error('notification not created');
    return created.notification_id;
  });
}

async function actor(email: string, password: string): Promise<TActor> {
  const session = await login(email, password);
  return {
    token: session.token,
    email,
    password,
    firstName: session.user.first_name,
    lastName: session.user.last_name,
    uploadKey: await uploadAvatar(session.token),
    newNotification: () => addNotification(session.user.company_id, session.user.id),
    companyId: session.user.company_id,
    userId: session.user.id,
  };
}

async function companyUser(companyId: string, roleId: 3 | 4, lastName = 'Company'): Promise<TActor> {
  const email = uniqueEmail(roleId === ROLE.MANAGER ? 'manager' : 'learner');
  await withStackEnv(async () => {
    const { createCompanyUser } = await import('@skillway/functions/core/people/users/create-user');
    await createCompanyUser(
      companyId,
      { first_name: 'Other', last_name: lastName, email, role_id: roleId },
      { password: DEFAULT_PASSWORD, mustChangePassword: false },
    );
  });
  return actor(email, DEFAULT_PASSWORD);
}

function demo(role: string): { email: string; password: string } {
  const found = inject('demoCredentials').find((credential) => credential.role === role);
  if (!found) throw new Error(`no demo credential for ${role}`);
  return found;
}

export async function buildTenants(): Promise<TTenants> {
  const creds = {
    learner: demo(ROLE_NAME[ROLE.USER]),
    manager: demo(ROLE_NAME[ROLE.MANAGER]),
    admin: demo(ROLE_NAME[ROLE.ADMIN]),
    superAdmin: demo(ROLE_NAME[ROLE.SUPER_ADMIN]),
  };
  const a = {
    anonymous: { uploadKey: 'c/none/avatar/none/me.png', newNotification: async () => 'none' },
    learner: await actor(creds.learner.email, creds.learner.password),
    manager: await actor(creds.manager.email, creds.manager.password),
    admin: await actor(creds.admin.email, creds.admin.password),
    superAdmin: await actor(creds.superAdmin.email, creds.superAdmin.password),
  };

  const other = await registerCompany();
  const companyB = other.user.company_id;
  const b = {
    admin: await actor(other.email, other.password),
    manager: await companyUser(companyB, ROLE.MANAGER),
    learner: await companyUser(companyB, ROLE.USER),
  };

  // New users have no manager: none of them is in company A's manager's team.
  const companyA = a.admin.companyId!;
  const sameCompany = {
    otherLearner: await companyUser(companyA, ROLE.USER, 'Learner'),
    outsider: await companyUser(companyA, ROLE.USER, 'Outsider'),
    otherManager: await companyUser(companyA, ROLE.MANAGER, 'Manager'),
  };

  // Groups (people issue): a standing group per company and a factory for the delete row. The BreatheHR rows need
  // the integration on for company A (created after the cut-off date): the super administrator turns it on.
  await addGroupFixtures(Object.values(a), a.admin.token!);
  await addGroupFixtures(Object.values(b), b.admin.token!);
  const enabled = await call('POST', `/v1/company/breathe-setting/${a.admin.companyId}`, {
    token: a.superAdmin.token,
    body: { breathe_enabled: true },
  });
  if (enabled.status !== 200) throw new Error(`BreatheHR not enabled for company A: ${enabled.status}`);

  // A signed image of company A, as a profile response hands it out.
  await call('PUT', '/v1/user/profile', {
    token: a.learner.token,
    body: {
      first_name: a.learner.firstName,
      last_name: a.learner.lastName,
      email: a.learner.email,
      s3_url: a.learner.uploadKey,
    },
  });
  const profile = await call('GET', '/v1/user/profile', { token: a.learner.token });
  const small = new URL(profile.body.data.thumbnail.small as string, 'http://x');
  const [, , , preset, ...key] = small.pathname.split('/');
  const imageRequest = {
    params: { preset: preset!, key: key.map(decodeURIComponent).join('/') },
    query: Object.fromEntries(small.searchParams),
  };
  return { a, b, sameCompany, imageRequest };
}
