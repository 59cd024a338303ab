/** Welcome email options of the user management screen (send_mail_option). */
export const WELCOME_EMAIL_OPTION = {
  /** Every active user, including those who already had one. */
  ALL: 1,
  /** New or outstanding: not yet sent, or never signed in. */
  NEW_OR_OUTSTANDING: 2,
  /** The users ticked in the table. */
  SELECTED: 3,
} as const;

export const WELCOME_EMAIL_OPTIONS = [
  { id: WELCOME_EMAIL_OPTION.ALL, name: 'All users' },
  { id: WELCOME_EMAIL_OPTION.NEW_OR_OUTSTANDING, name: 'New or outstanding users' },
  { id: WELCOME_EMAIL_OPTION.SELECTED, name: 'Selected users' },
] as const;

/** Users per welcome-email event (one batch is one async job). */
export const WELCOME_EMAIL_BATCH_SIZE = 25;

/** The set-password link in a welcome email stays valid this long (a forgotten-password link: 1 hour). */
export const WELCOME_EMAIL_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A team or a group selection never exceeds the largest band. */
export const MAX_TEAM_SIZE = 500;
export const MAX_GROUPS_PER_USER = 200;

/** A presigned export download stays valid this long. */
export const EXPORT_URL_TTL_SECONDS = 5 * 60;

/** Columns of the user list that may be sorted on (`orderBy`). */
export const USER_SORT_FIELDS = ['first_name', 'last_name', 'last_login', 'created_at'] as const;

/** Limits of the manager's email to a team member. */
export const TEAM_EMAIL_LIMITS = { subjectMax: 200, contentMax: 50_000 } as const;

/**
 * My Team's Nudge: a member may be nudged about their overdue courses and those due within `dueSoonDays` days
 * (today included, Europe/London days as the reminders count them), at most once per `intervalHours`, whoever nudges.
 */
export const TEAM_NUDGE = { dueSoonDays: 7, intervalHours: 24 } as const;
