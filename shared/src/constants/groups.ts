/** Field limits of a group (the server enforces them; the forms mirror them). */
export const GROUP_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  /** Users added or removed in one Manage Users save (a company holds at most 500). */
  membershipChangeMax: 500,
} as const;
