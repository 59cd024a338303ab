import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { MSG, WELCOME_EMAIL_OPTION, WELCOME_EMAIL_OPTIONS } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { notifyError } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useSendMassWelcomeEmail } from '../api/mutations';
import { notifyWelcomeQueued } from './welcome-email-notice';

interface TWelcomeEmailBarProps {
  /** The users ticked in the table (option 3). */
  selected: ReadonlySet<string>;
  onSent: () => void;
}

// Shared display texts: shown through specText, so at render time.
const options = () =>
  WELCOME_EMAIL_OPTIONS.map((option) => ({ value: String(option.id), label: specText(option.name) }));

/** Mass welcome email: 1 all users, 2 new or outstanding, 3 the selected users. Queued as async jobs. */
export function WelcomeEmailBar({ selected, onSent }: TWelcomeEmailBarProps) {
  const { t } = useLingui();
  const [option, setOption] = useState<string | null>(null);
  const send = useSendMassWelcomeEmail();

  const submit = () => {
    const choice = Number(option);
    if (choice === WELCOME_EMAIL_OPTION.SELECTED && selected.size === 0) {
      notifyError(specText(MSG.WELCOME_EMAIL_SELECT_USERS));
      return;
    }
    send.mutate(
      {
        send_mail_option: choice,
        users: choice === WELCOME_EMAIL_OPTION.SELECTED ? [...selected] : undefined,
      },
      {
        onSuccess: (result) => {
          notifyWelcomeQueued(result.message);
          if (choice === WELCOME_EMAIL_OPTION.SELECTED) onSent();
        },
        onError: (error) => notifyApiError(error),
      },
    );
  };

  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select
        aria-label={t`Welcome email option`}
        placeholder={t`Welcome email option`}
        data={options()}
        value={option}
        onChange={setOption}
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant="light"
        leftSection={<IconMailForward size={16} aria-hidden />}
        onClick={submit}
        disabled={!option}
        loading={send.isPending}
      >
        <Trans>Send welcome email</Trans>
      </Button>
    </Group>
  );
}
