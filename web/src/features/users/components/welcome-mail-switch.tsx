import { Switch } from '@mantine/core';
import { useProfile } from '../../profile/api/queries';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateMailSetting } from '../api/mutations';

export const WELCOME_MAIL_LABEL = 'Send welcome emails to new users';

/**
 * The company's welcome-mail setting: on, adding or importing a user sends them the welcome email with a link to
 * set a password; off, the administrator sends it later from the table. Shows the value being saved meanwhile.
 */
export function WelcomeMailSwitch() {
  const profile = useProfile();
  const update = useUpdateMailSetting();
  const company = profile.data?.company;
  if (!company) return null;
  const checked = update.isPending ? update.variables : company.enable_mail === 1;

  return (
    <Switch
      label={WELCOME_MAIL_LABEL}
      // The wrapping label would fold the description into the name; it stays the description instead.
      aria-label={WELCOME_MAIL_LABEL}
      description="Applies to users added or imported from now on."
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(event.currentTarget.checked, {
          onSuccess: (result) => notifySuccess(result.message),
          onError: (error) => notifyApiError(error),
        })
      }
    />
  );
}
