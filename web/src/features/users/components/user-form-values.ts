import { ROLE, type TUserDetail } from '@skillway/shared';
import type { TCreateUserInput, TUpdateUserInput } from '../api/mutations';

/** What the Add / Edit User form holds; selects keep their values as text. */
export interface TUserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  unique_id: string;
  groups: string[];
  role_id: string;
  assigned_users: string[];
  password: string;
  confirm_password: string;
  /** Add only: queue the welcome email now. */
  send_email: boolean;
  /** Edit only: on means "not sent yet" (is_mail_sent becomes the opposite of the switch). */
  reset_email: boolean;
}

/** Who is editing, and whom: decides which fields show and what is sent. */
export interface TUserFormContext {
  /** The user being edited, or null when adding. */
  user: TUserDetail | null;
  /** The signed-in user's role: a Team Manager edits their team without the Access Level. */
  editorRoleId: number;
  editorId: string;
}

export function initialUserValues(user: TUserDetail | null): TUserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    unique_id: user?.unique_id ?? '',
    groups: user?.groups.map((group) => group.id) ?? [],
    role_id: String(user?.role_id ?? ROLE.USER),
    assigned_users: user?.assigned_users ?? [],
    password: '',
    confirm_password: '',
    send_email: true,
    reset_email: user ? user.is_mail_sent === 0 : false,
  };
}

export function canChooseRole(context: TUserFormContext): boolean {
  return context.editorRoleId === ROLE.ADMIN;
}

export function isSelf(context: TUserFormContext): boolean {
  return context.user !== null && context.user.id === context.editorId;
}

export function toCreateBody(values: TUserFormValues): TCreateUserInput {
  const roleId = Number(values.role_id);
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    unique_id: values.unique_id.trim() || null,
    groups: values.groups,
    role_id: roleId,
    assigned_users: roleId === ROLE.MANAGER ? values.assigned_users : undefined,
    send_email: values.send_email ? 1 : 0,
  };
}

export function toUpdateBody(values: TUserFormValues, context: TUserFormContext): TUpdateUserInput {
  const user = context.user;
  const roleId = Number(values.role_id);
  const body: TUpdateUserInput = {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    unique_id: values.unique_id.trim() || null,
    groups: values.groups,
  };
  if (canChooseRole(context) && !isSelf(context)) {
    body.role_id = roleId;
    if (roleId === ROLE.MANAGER) body.assigned_users = values.assigned_users;
  }
  // A password is sent only by its owner, and only when typed: empty means "keep it".
  if (isSelf(context) && (values.password || values.confirm_password)) {
    body.password = values.password;
    body.confirm_password = values.confirm_password;
  }
  // Sent only when switched, so saving a name never touches the welcome-email state.
  if (user && values.reset_email !== (user.is_mail_sent === 0)) body.reset_email = values.reset_email ? 1 : 0;
  return body;
}

/** The edit changes the role: the spec's warning is confirmed first. */
export function changesRole(values: TUserFormValues, context: TUserFormContext): boolean {
  return (
    context.user !== null &&
    canChooseRole(context) &&
    !isSelf(context) &&
    Number(values.role_id) !== context.user.role_id
  );
}

/** Making another user the administrator hands the role over: the editor becomes a Team Manager. */
export function handsOverAdmin(values: TUserFormValues, context: TUserFormContext): boolean {
  return changesRole(values, context) && Number(values.role_id) === ROLE.ADMIN;
}
