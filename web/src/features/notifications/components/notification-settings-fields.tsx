import { Fieldset, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  NOTIFICATION_DAY_FIELDS,
  NOTIFICATION_DAY_LABELS,
  NOTIFICATION_DAY_TYPE,
  NOTIFICATION_GET_BY_OPTIONS,
  NOTIFICATION_SHOWN_UP_OPTIONS,
  NOTIFICATION_SWITCHES,
  NOTIFICATION_TYPE,
  type TNotificationDayField,
  type TNotificationSwitch,
} from '@skillway/shared';
import type { TSettingsFormValues } from '../lib/settings-form-values';

const GET_BY_DATA = NOTIFICATION_GET_BY_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));
const SHOWN_UP_DATA = NOTIFICATION_SHOWN_UP_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

const SWITCH_LABELS: Record<TNotificationSwitch, string> = {
  course_assign: 'Course assigned',
  playlist_assign: 'Playlist assigned',
  deadline_set: 'Deadline set',
  deadline_changed: 'Deadline changed',
  missed_deadline: 'Missed deadline',
  course_status_changed: 'Course status changed',
  course_completion: 'Course completed',
  certificate_expired: 'Certificate expired',
  renewal_enrolled: 'Renewal enrolled',
};

const DAY_LABELS: Record<TNotificationDayField, { label: string; description: string }> = {
  deadline_before: { label: NOTIFICATION_DAY_LABELS.deadline_before, description: 'Days before the deadline' },
  idle_after: { label: NOTIFICATION_DAY_LABELS.idle_after, description: 'Days without activity' },
  external_deadline_before: {
    label: NOTIFICATION_DAY_LABELS.external_deadline_before,
    description: 'Days before it expires',
  },
  certificate_expiring_first: {
    label: NOTIFICATION_DAY_LABELS.certificate_expiring_first,
    description: 'Days before a certificate expires (learner and manager)',
  },
  certificate_expiring_second: {
    label: NOTIFICATION_DAY_LABELS.certificate_expiring_second,
    description: 'Days before a certificate expires (learner and manager)',
  },
};

/** The day counts of the deadline and activity reminders, then those of the certificate expiry reminders. */
const isCertificateDay = (name: TNotificationDayField) =>
  NOTIFICATION_DAY_TYPE[name] === NOTIFICATION_TYPE.CERTIFICATE_EXPIRING;
const REMINDER_DAY_FIELDS = NOTIFICATION_DAY_FIELDS.filter((name) => !isCertificateDay(name));
const CERTIFICATE_DAY_FIELDS = NOTIFICATION_DAY_FIELDS.filter(isCertificateDay);

function DayCountFields({
  form,
  names,
  disabled,
}: {
  form: UseFormReturnType<TSettingsFormValues>;
  names: readonly TNotificationDayField[];
  disabled?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="xs">
      {names.map((name) => (
        <TextInput
          key={name}
          label={DAY_LABELS[name].label}
          description={DAY_LABELS[name].description}
          inputMode="numeric"
          disabled={disabled}
          {...form.getInputProps(name)}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The notification settings' fields (the company's screen and a course's Edit Notification panel): who gets them,
 * how they are shown, the switches and the day counts (free text; the server's messages show under them): the
 * deadline and activity reminders, then the certificate expiry reminders of courses whose certificates expire.
 */
export function NotificationSettingsFields({
  form,
  disabled,
}: {
  form: UseFormReturnType<TSettingsFormValues>;
  disabled?: boolean;
}) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Notification get by"
          description="Who receives notifications"
          data={GET_BY_DATA}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('get_by')}
        />
        <Select
          label="Notification shown up"
          description="How they are delivered"
          data={SHOWN_UP_DATA}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('shown_up')}
        />
      </SimpleGrid>
      <Fieldset legend="Notify when" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {NOTIFICATION_SWITCHES.map((name) => (
            <Switch
              key={name}
              label={SWITCH_LABELS[name]}
              disabled={disabled}
              {...form.getInputProps(name, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Reminders" variant="unstyled">
        <DayCountFields form={form} names={REMINDER_DAY_FIELDS} disabled={disabled} />
      </Fieldset>
      <Fieldset legend="Certificate expiry reminders" variant="unstyled">
        <DayCountFields form={form} names={CERTIFICATE_DAY_FIELDS} disabled={disabled} />
      </Fieldset>
    </Stack>
  );
}
