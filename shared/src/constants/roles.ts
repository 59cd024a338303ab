/** Role levels as the spec numbers them (role_id). */
export const ROLE = {
  SUPER_ADMIN: 1,
  ADMIN: 2,
  USER: 3,
  MANAGER: 4,
} as const;

export type TRoleId = (typeof ROLE)[keyof typeof ROLE];

const ROLE_IDS: readonly TRoleId[] = [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.USER, ROLE.MANAGER];

export const ROLE_NAME: Record<TRoleId, string> = {
  [ROLE.SUPER_ADMIN]: 'Super Administrator',
  [ROLE.ADMIN]: 'Administrator',
  [ROLE.USER]: 'User',
  [ROLE.MANAGER]: 'Team Manager',
};

export function isRoleId(value: unknown): value is TRoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

/** The company id given to platform-level accounts (the super administrator has no customer company). */
export const PLATFORM_COMPANY_ID = 'platform';
