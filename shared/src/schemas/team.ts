import * as z from 'zod/mini';
import { TEAM_EMAIL_LIMITS } from '../constants/users';
import { ZEmail, requiredString } from './fields';

/** A card of My Team (spec: Team user). */
export const ZTeamUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number(),
  /** The company logo (signed image URL), or null for the placeholder. */
  company_logo: z.nullable(z.string()),
  /** The user's picture (signed image URL), or null. */
  avatar: z.nullable(z.string()),
  total_courses: z.number(),
  total_in_progress: z.number(),
  total_completed_courses: z.number(),
  last_login: z.nullable(z.string()),
});
export type TTeamUser = z.infer<typeof ZTeamUser>;

/** GET /v1/customer-user/{id}: one team member for the User Summary. */
export const ZCustomerUser = z.extend(ZTeamUser, {
  role_name: z.string(),
  unique_id: z.nullable(z.string()),
  total_groups: z.number(),
  total_channels: z.number(),
  total_not_started: z.number(),
  manager_id: z.nullable(z.string()),
  created_at: z.string(),
});
export type TCustomerUser = z.infer<typeof ZCustomerUser>;

/** GET /v1/get-manager-teams: each manager with the members of their team. */
export const ZManagerTeam = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  total_users: z.number(),
  users: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() })),
});

/** POST /v1/user/send-email: rich text from the editor, sanitised on the server before it is sent. */
export const ZSendEmailBody = z.object({
  subject: requiredString('subject', TEAM_EMAIL_LIMITS.subjectMax),
  email: ZEmail,
  content: requiredString('content', TEAM_EMAIL_LIMITS.contentMax),
});
export type TSendEmailBody = z.infer<typeof ZSendEmailBody>;
