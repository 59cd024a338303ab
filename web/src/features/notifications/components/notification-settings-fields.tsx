import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { specText } from '../../../i18n/spec-text';
import type { TSettingsFormValues } from '../lib/settings-form-values';

/** A shared list of choices as the Select's options, their labels in the language shown (call at render). */
const selectData = (options: readonly { value: number; label: string }[]) =>
  options.map((option) => ({ value: String(option.value), label: specText(option.label) }));

const SWITCH_LABELS: Record<TNotificationSwitch, MessageDescriptor> = {
  course_assign: msg`Course assigned`,
  playlist_assign: msg`Playlist assigned`,
  deadline_set: msg`Deadline set`,
  deadline_changed: msg`Deadline changed`,
  missed_deadline: msg`Missed deadline`,
  course_status_changed: msg`Course status changed`,
  course_completion: msg`Course completed`,
  certificate_expired: msg`Certificate expired`,
  renewal_enrolled: msg`Renewal enrolled`,
};

/** Under each day count's label (its label is the shared NOTIFICATION_DAY_LABELS', as the server's messages name it). */
const DAY_DESCRIPTIONS: Record<TNotificationDayField, MessageDescriptor> = {
  deadline_before: msg`Days before the deadline`,
  idle_after: msg`Days without activity`,
  external_deadline_before: msg`Days before it expires`,
  certificate_expiring_first: msg`Days before a certificate expires (learner and manager)`,
  certificate_expiring_second: msg`Days before a certificate expires (learner and manager)`,
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
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="xs">
      {names.map((name) => (
        <TextInput
          key={name}
          label={specText(NOTIFICATION_DAY_LABELS[name])}
          description={t(DAY_DESCRIPTIONS[name])}
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
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t`Notification get by`}
          description={t`Who receives notifications`}
          data={selectData(NOTIFICATION_GET_BY_OPTIONS)}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('get_by')}
        />
        <Select
          label={t`Notification shown up`}
          description={t`How they are delivered`}
          data={selectData(NOTIFICATION_SHOWN_UP_OPTIONS)}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('shown_up')}
        />
      </SimpleGrid>
      <Fieldset legend={t`Notify when`} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {NOTIFICATION_SWITCHES.map((name) => (
            <Switch
              key={name}
              label={t(SWITCH_LABELS[name])}
              disabled={disabled}
              {...form.getInputProps(name, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t`Reminders`} variant="unstyled">
        <DayCountFields form={form} names={REMINDER_DAY_FIELDS} disabled={disabled} />
      </Fieldset>
      <Fieldset legend={t`Certificate expiry reminders`} variant="unstyled">
        <DayCountFields form={form} names={CERTIFICATE_DAY_FIELDS} disabled={disabled} />
      </Fieldset>
    </Stack>
  );
}
