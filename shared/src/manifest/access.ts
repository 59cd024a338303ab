import { ROLE } from '../constants/roles';

const { SUPER_ADMIN, ADMIN, USER, MANAGER } = ROLE;
/** Role lists the manifest rows use for `access`; one set of names for every row. */
export const ALL_ROLES = [SUPER_ADMIN, ADMIN, USER, MANAGER] as const;
export const COMPANY_ROLES = [ADMIN, USER, MANAGER] as const;
export const ADMINS = [ADMIN] as const;
export const ADMINS_AND_MANAGERS = [ADMIN, MANAGER] as const;
export const SUPER_ADMINS = [SUPER_ADMIN] as const;
export const ADMINS_AND_SUPER_ADMINS = [ADMIN, SUPER_ADMIN] as const;
/** Company user records: the administrator, a manager (own team, checked by the team policy) and the super administrator. */
export const STAFF_AND_SUPER_ADMINS = [ADMIN, MANAGER, SUPER_ADMIN] as const;
