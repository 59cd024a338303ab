import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconEdit, IconMailOff, IconShieldOff, IconTrash } from '@tabler/icons-react';
import { ROLE, TWO_STEP_TEXT, type TUserRow } from '@skillway/shared';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeleteCompanyUser, useResetWelcomeEmail } from '../api/mutations';
import { confirmUserDelete } from '../../users/lib/confirm-user-delete';
import { useTwoStepReset } from '../../users/components/reset-two-step-button';
import { specText } from '../../../i18n/spec-text';

interface TCompanyUserActionsProps {
  companyId: string;
  user: TUserRow;
  onEdit: (user: TUserRow) => void;
}

/** One company user's actions in the console: Edit User, Reset Welcome Email (once sent) and permanent Delete. */
export function CompanyUserActions({ companyId, user, onEdit }: TCompanyUserActionsProps) {
  const { t } = useLingui();
  const reset = useResetWelcomeEmail(companyId);
  const remove = useDeleteCompanyUser(companyId);
  // The super administrator resets a company's administrators (the administrator resets everyone else).
  const resetTwoStep = useTwoStepReset();
  const name = `${user.first_name} ${user.last_name}`;

  const resetWelcome = () =>
    reset.mutate(user.id, {
      onSuccess: (result) => notifySuccess(specText(result.message)),
      onError: (error) => notifyApiError(error),
    });

  const deleteUser = async () => {
    if (!(await confirmUserDelete())) return;
    remove.mutate(user.id, {
      onSuccess: (result) => notifySuccess(specText(result.message)),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t`Actions for ${name}`}
          loading={reset.isPending || remove.isPending || resetTwoStep.pending}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item data-autofocus leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(user)}>
          <Trans>Edit User</Trans>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMailOff size={16} aria-hidden />}
          onClick={resetWelcome}
          disabled={user.is_mail_sent === 0}
          title={user.is_mail_sent === 0 ? t`The welcome email has not been sent yet` : undefined}
        >
          <Trans>Reset Welcome Email</Trans>
        </Menu.Item>
        {user.role_id === ROLE.ADMIN && (
          <Menu.Item
            leftSection={<IconShieldOff size={16} aria-hidden />}
            onClick={() => void resetTwoStep.run(user.id, companyId)}
          >
            {specText(TWO_STEP_TEXT.ADMIN_RESET)}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void deleteUser()}>
          <Trans>Delete permanently</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
