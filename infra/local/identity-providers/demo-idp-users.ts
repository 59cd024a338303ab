/**
 * The accounts of the local identity providers (the OpenID Connect provider and the SAML 2.0 IdP read this one list,
 * so a person signs in with the same email and password at either). They stand for a company's directory: the
 * product never sees these passwords, only what the IdP asserts after its own login form.
 *
 * - learner1, learner2, manager and admin exist in the demo company (functions/core/workflows/seed/seed-demo.ts,
 *   same names), so their first SSO sign-in links to the existing user by email.
 * - new.starter does NOT exist in the product: the just-in-time provisioning demo.
 * - outsider is on another domain (not the demo company's), for the refusals.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface TDemoIdpUser {
  email: string;
  password: string;
  given_name: string;
  family_name: string;
  /** The IdP's groups (OIDC `groups` claim, SAML multi-valued `groups` attribute). */
  groups: readonly string[];
  department: string;
  /** Whether the demo seed already has this person in the product (false: JIT provisioning creates them). */
  in_product: boolean;
}

/** The demo company's email domain (its SSO connections route this domain). */
const DEMO_IDP_DOMAIN = 'demo-ltd.test';

export const DEMO_IDP_USERS: readonly TDemoIdpUser[] = [
  {
    email: `learner1@${DEMO_IDP_DOMAIN}`,
    password: 'Learner!Pass1',
    given_name: 'Tom',
    family_name: 'Baker',
    groups: ['All Staff', 'Warehouse'],
    department: 'Warehouse',
    in_product: true,
  },
  {
    email: `learner2@${DEMO_IDP_DOMAIN}`,
    password: 'Learner!Pass1',
    given_name: 'Chloe',
    family_name: 'Evans',
    groups: ['All Staff', 'Customer Service'],
    department: 'Customer Service',
    in_product: true,
  },
  {
    email: `manager@${DEMO_IDP_DOMAIN}`,
    password: 'Manager!Pass1',
    given_name: 'Priya',
    family_name: 'Shah',
    groups: ['All Staff', 'Warehouse', 'Managers'],
    department: 'Warehouse',
    in_product: true,
  },
  {
    email: `admin@${DEMO_IDP_DOMAIN}`,
    password: 'Admin!Pass1',
    given_name: 'Alex',
    family_name: 'Morgan',
    groups: ['All Staff', 'Administrators'],
    department: 'Operations',
    in_product: true,
  },
  {
    email: `new.starter@${DEMO_IDP_DOMAIN}`,
    password: 'Starter!Pass1',
    given_name: 'Robin',
    family_name: 'Fisher',
    groups: ['All Staff', 'Warehouse'],
    department: 'Warehouse',
    in_product: false,
  },
  {
    email: 'outsider@elsewhere.test',
    password: 'Outsider!Pass1',
    given_name: 'Dana',
    family_name: 'Cole',
    groups: ['Contractors'],
    department: 'Logistics',
    in_product: false,
  },
];

export function findDemoIdpUser(email: string): TDemoIdpUser | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_IDP_USERS.find((user) => user.email === wanted);
}

/**
 * The OIDC subject of a demo user: opaque and stable (a real IdP's `sub` is an id, not the email, so the product
 * must link by its stored subject, not by reading the email back), derived from the email so it survives restarts.
 */
export function demoIdpSubject(email: string): string {
  const hex = createHash('sha256').update(`skillway-local-idp:${email.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function findDemoIdpUserBySubject(subject: string): TDemoIdpUser | undefined {
  return DEMO_IDP_USERS.find((user) => demoIdpSubject(user.email) === subject);
}

/** The user when the email and password match, else undefined (compared in constant time, as a real IdP would). */
export function checkDemoIdpPassword(email: string, password: string): TDemoIdpUser | undefined {
  const user = findDemoIdpUser(email);
  const expected = createHash('sha256')
    .update(user?.password ?? '\0no such user')
    .digest();
  const given = createHash('sha256').update(password).digest();
  return timingSafeEqual(expected, given) && user ? user : undefined;
}
