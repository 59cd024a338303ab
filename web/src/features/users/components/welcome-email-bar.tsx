import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { MSG, WELCOME_EMAIL_OPTION, WELCOME_EMAIL_OPTIONS } from '@skillway/shared';
import { notifyError } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useSendMassWelcomeEmail } from '../api/mutations';
import { notifyWelcomeQueued } from './welcome-email-notice';

interface TWelcomeEmailBarProps {
  /** The users ticked in the table (option 3). */
  selected: ReadonlySet<string>;
  onSent: () => void;
}

const OPTIONS = WELCOME_EMAIL_OPTIONS.map((option) => ({ value: String(option.id), label: option.name }));

/** Mass welcome email: 1 all users, 2 new or outstanding, 3 the selected users. Queued as async jobs. */
export function WelcomeEmailBar({ selected, onSent }: TWelcomeEmailBarProps) {
  const [option, setOption] = useState<string | null>(null);
  const send = useSendMassWelcomeEmail();

  const submit = () => {
    const choice = Number(option);
    if (choice === WELCOME_EMAIL_OPTION.SELECTED && selected.size === 0) {
      notifyError(MSG.WELCOME_EMAIL_SELECT_USERS);
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
        aria-label="Welcome email option"
        placeholder="Welcome email option"
        data={OPTIONS}
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
        Send welcome email
      </Button>
    </Group>
  );
}
