import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { useProfile } from '../../profile/api/queries';
import { notifyApiError } from '../../../lib/notify-api-error';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateMailSetting } from '../api/mutations';

/** The switch's label in English (its tests find it by this); shown through the message below. */
export const WELCOME_MAIL_LABEL = 'Send welcome emails to new users';

/**
 * The company's welcome-mail setting: on, adding or importing a user sends them the welcome email with a link to
 * set a password; off, the administrator sends it later from the table. Shows the value being saved meanwhile.
 */
export function WelcomeMailSwitch() {
  const { t } = useLingui();
  const profile = useProfile();
  const update = useUpdateMailSetting();
  const company = profile.data?.company;
  if (!company) return null;
  const checked = update.isPending ? update.variables : company.enable_mail === 1;
  const label = t`Send welcome emails to new users`;

  return (
    <Switch
      label={label}
      // The wrapping label would fold the description into the name; it stays the description instead.
      aria-label={label}
      description={t`Applies to users added or imported from now on.`}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(event.currentTarget.checked, {
          onSuccess: (result) => notifySuccess(specText(result.message)),
          onError: (error) => notifyApiError(error),
        })
      }
    />
  );
}
