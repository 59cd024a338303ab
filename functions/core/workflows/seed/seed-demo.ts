import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { LANGUAGE, PLATFORM_COMPANY_ID, ROLE, ROLE_NAME, type TRoleId } from '@skillway/shared';
import { findEmailOwner } from '../../people/auth/email-owner';
import { findCompany } from '../../people/companies/company-repository';
import { registerCompany } from '../register-company';
import { seedMarkerEntity } from '../../platform/db/entities/seed-marker';
import type { TUserItem } from '../../platform/db/types';
import { createCompanyUser, createUserWithIdentity, type TNewUser } from '../../people/users/create-user';
import { saveTeam } from '../../people/team/save-team';
import { seedDemoExternalTraining } from './seed-demo-external-training';
import { seedDemoCourses } from './seed-demo-courses';
import { seedDemoHistory } from './seed-demo-history';
import { seedDemoSso } from './seed-demo-sso';
import { findUser, updateUser } from '../../people/users/user-repository';
import { turnOn } from '../../people/two-step/two-step-repository';
import { DEMO_SUPER_ADMIN_TOTP_SECRET } from '../../people/two-step/demo-key';

export interface TDemoCredential {
  role: string;
  email: string;
  password: string;
  /** The account's two-step verification key (base32), where the demo turns it on: the super administrator. */
  totpSecret?: string;
}

const SEED = { name: 'demo', version: '9' } as const;

export const DEMO_COMPANY_ID = 'demo-ltd';
const DOMAIN = 'demo-ltd.test';

/** Every password meets the rule (8+ characters, lower, upper, special). */
const PASSWORDS = {
  superAdmin: 'Super!Pass1',
  admin: 'Admin!Pass1',
  manager: 'Manager!Pass1',
  learner: 'Learner!Pass1',
  /** The administrator-set temporary password of the default-password demo user. */
  newStarter: 'Welcome!Pass1',
} as const;

const PEOPLE = {
  superAdmin: { first_name: 'Morgan', last_name: 'Lee', email: 'superadmin@skillway.test' },
  admin: { first_name: 'Alex', last_name: 'Morgan', email: `admin@${DOMAIN}` },
  manager: { first_name: 'Priya', last_name: 'Shah', email: `manager@${DOMAIN}` },
  team: [
    { first_name: 'Tom', last_name: 'Baker', email: `learner1@${DOMAIN}` },
    { first_name: 'Chloe', last_name: 'Evans', email: `learner2@${DOMAIN}` },
    { first_name: 'Sam', last_name: 'Patel', email: `learner3@${DOMAIN}` },
  ],
  others: [
    { first_name: 'Olivia', last_name: 'Hughes', email: `learner4@${DOMAIN}` },
    { first_name: 'Liam', last_name: 'Walker', email: `learner5@${DOMAIN}` },
    { first_name: 'Grace', last_name: 'Turner', email: `learner6@${DOMAIN}` },
    { first_name: 'Noah', last_name: 'Price', email: `learner7@${DOMAIN}` },
    { first_name: 'Emily', last_name: 'Ward', email: `learner8@${DOMAIN}` },
  ],
  newStarter: { first_name: 'Jamie', last_name: 'Reid', email: `newstarter@${DOMAIN}` },
} as const;

/** One account per role to sign in with (printed by the local stack and listed in the README). */
const DEMO_CREDENTIALS: readonly TDemoCredential[] = [
  {
    role: ROLE_NAME[ROLE.SUPER_ADMIN],
    email: PEOPLE.superAdmin.email,
    password: PASSWORDS.superAdmin,
    totpSecret: DEMO_SUPER_ADMIN_TOTP_SECRET,
  },
  { role: ROLE_NAME[ROLE.ADMIN], email: PEOPLE.admin.email, password: PASSWORDS.admin },
  { role: ROLE_NAME[ROLE.MANAGER], email: PEOPLE.manager.email, password: PASSWORDS.manager },
  { role: ROLE_NAME[ROLE.USER], email: PEOPLE.team[0].email, password: PASSWORDS.learner },
  {
    role: `${ROLE_NAME[ROLE.USER]} (must replace a temporary password)`,
    email: PEOPLE.newStarter.email,
    password: PASSWORDS.newStarter,
  },
];

/** The user an address already belongs to, or the one `create` makes: each step can be re-run after a failure. */
async function ensureUser(email: string, create: () => Promise<TUserItem>): Promise<TUserItem> {
  const owner = await findEmailOwner(email);
  if (owner) {
    const existing = await findUser(owner.companyId, owner.userId, true);
    if (existing) return existing;
  }
  return create();
}

function person(
  p: { first_name: string; last_name: string; email: string },
  roleId: TRoleId,
  extra: Partial<TNewUser> = {},
): TNewUser {
  return { ...p, role_id: roleId, ...extra };
}

/**
 * Demo data, once: a super administrator (company `platform`); "Demo Ltd" in free trial (state 1, band 2) with an
 * administrator, a team manager whose team is three learners (`manager_id` on each member, indexed for My Team),
 * five more learners (learner 7 has chosen Polish), one learner still on an administrator's temporary password, and
 * two published courses with enrolments and some progress (seed-demo-courses.ts), some external training
 * (seed-demo-external-training.ts) and 11 months of report history (seed-demo-history.ts), and single sign-on against
 * the local identity providers (seed-demo-sso.ts: run on every start, as their ports and keys may change). A marker
 * item written last makes later starts skip it; every step before it is also idempotent.
 */
export async function seedDemoData(): Promise<TDemoCredential[]> {
  const { Item: marker } = await seedMarkerEntity()
    .build(GetItemCommand)
    .key({ name: SEED.name })
    .options({ consistent: true })
    .send();
  if (marker?.version === SEED.version) {
    // The local IdPs' ports and keys may change between starts: the demo connections follow them every time.
    await seedDemoSso(DEMO_COMPANY_ID);
    return [...DEMO_CREDENTIALS];
  }

  const superAdmin = await ensureUser(PEOPLE.superAdmin.email, () =>
    createUserWithIdentity({
      companyId: PLATFORM_COMPANY_ID,
      user: person(PEOPLE.superAdmin, ROLE.SUPER_ADMIN),
      password: PASSWORDS.superAdmin,
      isResetDefaultPassword: 1,
    }),
  );
  // Version 5: the super administrator must use two-step verification; the demo's is on with the published key (no
  // recovery codes). A no-op when it is already on.
  await turnOn(superAdmin, { secret: DEMO_SUPER_ADMIN_TOTP_SECRET, step: 0, recoveryHashes: [] });

  if (!(await findCompany(DEMO_COMPANY_ID))) {
    await registerCompany(
      { ...PEOPLE.admin, company_name: 'Demo Ltd', password: PASSWORDS.admin, banding: 2, product_option: 2 },
      // The platform's own demo: its addresses are ours, so its mail is never held.
      { companyId: DEMO_COMPANY_ID, publish: false, holdMail: false },
    );
  }

  const asCompanyUser = (
    p: { first_name: string; last_name: string; email: string },
    roleId: TRoleId,
    password: string,
    extra: Partial<TNewUser> = {},
  ) =>
    ensureUser(
      p.email,
      async () =>
        (await createCompanyUser(DEMO_COMPANY_ID, person(p, roleId, extra), { password, mustChangePassword: false }))
          .user,
    );

  const manager = await asCompanyUser(PEOPLE.manager, ROLE.MANAGER, PASSWORDS.manager);
  const team: TUserItem[] = [];
  for (const member of PEOPLE.team) {
    team.push(await asCompanyUser(member, ROLE.USER, PASSWORDS.learner, { manager_id: manager.user_id }));
  }
  // The team is the members' manager_id with its index keys (functions/core/people/team); saving it again is a no-op.
  await saveTeam(
    DEMO_COMPANY_ID,
    manager.user_id,
    team.map((member) => member.user_id),
  );
  const others: TUserItem[] = [];
  for (const learner of PEOPLE.others) others.push(await asCompanyUser(learner, ROLE.USER, PASSWORDS.learner));
  // Version 9: learner 7 (Noah Price) has chosen Polish on his Profile (issue 34), so signing in as him shows the
  // product in another language than the company's. A data dir seeded before gets it; a language he has since
  // chosen himself is kept.
  const polish = others.find((learner) => learner.email === PEOPLE.others[3].email);
  if (polish && !polish.language) await updateUser(DEMO_COMPANY_ID, polish.user_id, { language: LANGUAGE.PL });

  const newStarter = await ensureUser(
    PEOPLE.newStarter.email,
    async () =>
      (
        await createCompanyUser(DEMO_COMPANY_ID, person(PEOPLE.newStarter, ROLE.USER), {
          password: PASSWORDS.newStarter,
          mustChangePassword: true,
        })
      ).user,
  );

  const admin = await findEmailOwner(PEOPLE.admin.email);
  const adminUser = admin && (await findUser(admin.companyId, admin.userId, true));
  // Version 6: the new starter is enrolled on the induction too, and learner 1 (mid-course) has a last login; a data
  // dir seeded before gets both, nobody enrolled twice (seed-demo-courses.ts). Version 7: Fire Safety Awareness renews
  // yearly, with learners in every compliance status (seed-demo-compliance.ts).
  if (adminUser) await seedDemoCourses(DEMO_COMPANY_ID, { admin: adminUser, manager, team, others, newStarter });
  if (adminUser) await seedDemoExternalTraining(DEMO_COMPANY_ID, { admin: adminUser, team });
  // Version 4 added the reports landing's history; a data dir seeded by version 3 (or none) gets it once.
  if (!marker || Number(marker.version) < 4) await seedDemoHistory(DEMO_COMPANY_ID);

  // Version 8: single sign-on against the local identity providers (demo-ltd.test verified, "Demo OIDC" and
  // "Demo SAML", enforcement off).
  await seedDemoSso(DEMO_COMPANY_ID);

  await seedMarkerEntity().build(PutItemCommand).item({ name: SEED.name, version: SEED.version }).send();
  return [...DEMO_CREDENTIALS];
}
