import { Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, PasswordInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MSG, ROLE, ROLE_NAME, ZUserCreateBody, ZUserUpdateBody } from '@skillway/shared';
import { PanelForm } from '../../../components/panel-form';
import { clearSession, updateSession } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { landing } from '../../../routes/landing';
import { PasswordRuleLabel, passwordRuleProps } from '../../auth/components/password-rule-label';
import { useGroupNames } from '../../groups/api/queries';
import { groupKeys } from '../../groups/api/query-keys';
import { profileKeys } from '../../profile/api/query-keys';
import { teamKeys } from '../../team/api/query-keys';
import { useCreateUser, useUpdateUser } from '../api/mutations';
import { useUserPicker } from '../api/queries';
import { userKeys } from '../api/query-keys';
import {
  canChooseRole,
  changesRole,
  handsOverAdmin,
  initialUserValues,
  isSelf,
  toCreateBody,
  toUpdateBody,
  type TUserFormContext,
  type TUserFormValues,
} from './user-form-values';

const validateCreate = schemaResolver(ZUserCreateBody, { sync: true });
const validateUpdate = schemaResolver(ZUserUpdateBody, { sync: true });

/** New users are User or Team Manager: the administrator role is only ever handed over from an existing one. */
const ADD_ROLES = [ROLE.USER, ROLE.MANAGER];
const EDIT_ROLES = [ROLE.USER, ROLE.ADMIN, ROLE.MANAGER];

interface TUserFormProps extends TUserFormContext {
  onDone: () => void;
}

/** Add User / Edit User. Field errors from the server land under the fields; the rest goes to a toast. */
export function UserForm({ user, editorRoleId, editorId, onDone }: TUserFormProps) {
  const { t } = useLingui();
  const context: TUserFormContext = { user, editorRoleId, editorId };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;

  const form = useForm<TUserFormValues>({
    initialValues: initialUserValues(user),
    validate: (values) => (user ? validateUpdate(toUpdateBody(values, context)) : validateCreate(toCreateBody(values))),
  });

  const roleChoice = canChooseRole(context);
  const self = isSelf(context);
  const chosenRole = Number(form.getValues().role_id);
  const showTeam = roleChoice && chosenRole === ROLE.MANAGER;

  const groups = useGroupNames();
  const people = useUserPicker(showTeam);
  const teamOptions = (people.data ?? [])
    .filter((person) => person.id !== user?.id && person.role_id !== ROLE.ADMIN)
    .map((person) => ({ value: person.id, label: `${person.first_name} ${person.last_name} (${person.email})` }));

  const onError = (error: unknown) => showServerErrors(form, error);

  const afterHandover = async () => {
    // The server made the editor a Team Manager: the admin screens and their cached lists are no longer theirs.
    updateSession({ user: { role_id: ROLE.MANAGER } });
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    notifySuccess(specText(MSG.ADMIN_HANDED_OVER));
    onDone();
    await navigate({ to: landing(ROLE.MANAGER), replace: true });
    for (const queryKey of [userKeys.all, groupKeys.all, teamKeys.all]) queryClient.removeQueries({ queryKey });
  };

  const afterOwnPassword = async () => {
    // The server ends every session on a password change, as the password screen does: sign in again.
    notifySuccess(specText(MSG.PASSWORD_UPDATED));
    onDone();
    clearSession();
    queryClient.clear();
    await navigate({ to: '/login', replace: true });
  };

  const submit = form.onSubmit(async (values) => {
    if (!user) {
      create.mutate(toCreateBody(values), {
        onSuccess: () => {
          notifySuccess(specText(MSG.USER_ADDED));
          onDone();
        },
        onError,
      });
      return;
    }
    if (changesRole(values, context)) {
      const confirmed = await confirmAction({ title: t`Change role`, message: specText(MSG.ROLE_CHANGE_WARNING) });
      if (!confirmed) return;
    }
    const handover = handsOverAdmin(values, context);
    const body = toUpdateBody(values, context);
    const ownPassword = body.password !== undefined;
    try {
      // Awaited rather than callbacks: these outcomes must run even if the panel unmounts meanwhile.
      await update.mutateAsync({ id: user.id, body, endsAdminSession: handover || ownPassword });
    } catch (error) {
      onError(error);
      return;
    }
    if (handover) return afterHandover();
    if (ownPassword) return afterOwnPassword();
    notifySuccess(specText(MSG.USER_UPDATED));
    onDone();
  });

  const roles = (user ? EDIT_ROLES : ADD_ROLES).map((id) => ({ value: String(id), label: specText(ROLE_NAME[id]) }));

  return (
    <PanelForm
      label={user ? t`Edit User` : t`Add User`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={user ? t`Update User` : t`Add User`}
      submitting={saving}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t`First Name`}
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('first_name')}
        />
        <TextInput label={t`Last Name`} required autoComplete="off" {...form.getInputProps('last_name')} />
      </SimpleGrid>
      <TextInput label={t`Email`} type="email" required autoComplete="off" {...form.getInputProps('email')} />
      <TextInput label={t`Unique Id`} autoComplete="off" {...form.getInputProps('unique_id')} />
      <MultiSelect
        label={t`Groups`}
        placeholder={form.getValues().groups.length ? undefined : t`Select groups`}
        data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        searchable
        clearable
        nothingFoundMessage={t`No groups found`}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('groups')}
      />
      {roleChoice && (
        <Select
          label={t`Access Level`}
          data={roles}
          allowDeselect={false}
          disabled={self}
          description={self ? t`Make another user Administrator to hand over your role.` : undefined}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role_id')}
        />
      )}
      {showTeam && (
        <MultiSelect
          label={t`Team Members`}
          description={t`The users this Team Manager sees on My Team.`}
          placeholder={form.getValues().assigned_users.length ? undefined : t`Select team members`}
          data={teamOptions}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={people.isPending ? t`Loading…` : t`No users found`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('assigned_users')}
        />
      )}
      {self && (
        <>
          <PasswordInput
            label={<PasswordRuleLabel label={t`Password`} />}
            {...passwordRuleProps()}
            description={
              <>
                <Trans>Leave empty to keep your password.</Trans>
                {passwordRuleProps().description}
              </>
            }
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t`Confirm Password`}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password confirmation` }}
            {...form.getInputProps('confirm_password')}
          />
        </>
      )}
      {user ? (
        <Switch
          label={t`Reset welcome email`}
          description={t`On: the welcome email counts as not sent, so it can be sent again.`}
          {...form.getInputProps('reset_email', { type: 'checkbox' })}
        />
      ) : (
        <Switch
          label={t`Send welcome email`}
          description={t`Emails the user a link to choose their password.`}
          {...form.getInputProps('send_email', { type: 'checkbox' })}
        />
      )}
    </PanelForm>
  );
}
