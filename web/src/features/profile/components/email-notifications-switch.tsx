import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import type { TProfile } from '@skillway/shared';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateEmailNotifications } from '../api/mutations';
import { specText } from '../../../i18n/spec-text';

/**
 * The user's own choice of notification emails. Off, nothing is emailed to them; the bell's in-app notifications
 * still arrive. Shows the value being saved meanwhile.
 */
export function EmailNotificationsSwitch({ profile }: { profile: TProfile }) {
  const { t } = useLingui();
  const label = t`Email me notifications`;
  const update = useUpdateEmailNotifications();
  const checked = update.isPending ? update.variables.enabled : profile.is_notification === 1;
  return (
    <Switch
      label={label}
      aria-label={label}
      description={t`Course and playlist notifications by email. In-app notifications under the bell still arrive when this is off.`}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { userId: profile.id, enabled: event.currentTarget.checked },
          { onSuccess: (result) => notifySuccess(specText(result.message)), onError: (error) => notifyApiError(error) },
        )
      }
    />
  );
}
