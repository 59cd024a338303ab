import { useState } from 'react';
import { Button, Group, MultiSelect, Radio, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconSend } from '@tabler/icons-react';
import {
  MSG,
  REPORT_LAST_MONTH_DAY,
  REPORT_MAX_RECIPIENTS,
  ROLE,
  ROLE_NAME,
  type TExportType,
  type TRoleId,
} from '@skillway/shared';
import { useSession } from '../../../api';
import { SidePanel } from '../../../components/side-panel';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { specText } from '../../../i18n/spec-text';
import { useUserPicker } from '../../users/api/queries';
import { useEmailReport, useScheduleReport } from '../api/mutations';
import { WEEKDAY_LABELS } from '../lib/weekdays';
import type { TEmailReportRequest } from './email-report-buttons';

type TWhen = 'now' | 'weekly' | 'monthly';

interface TEmailToValues {
  type: TExportType;
  recipients: string[];
  when: TWhen;
  weekday: string;
  day: string;
}

const DAY_OPTIONS = Array.from({ length: REPORT_LAST_MONTH_DAY }, (_, index) => String(index + 1));

function EmailToForm({ request, what, onDone }: { request: TEmailReportRequest; what: string; onDone: () => void }) {
  const { t } = useLingui();
  const me = useSession()?.user.id;
  const people = useUserPicker(true);
  const email = useEmailReport();
  const schedule = useScheduleReport();
  const form = useForm<TEmailToValues>({
    initialValues: { type: 'excel', recipients: me ? [me] : [], when: 'now', weekday: '1', day: '1' },
    validate: {
      recipients: (value) =>
        value.length === 0
          ? specText(MSG.REPORT_RECIPIENTS_REQUIRED)
          : value.length > REPORT_MAX_RECIPIENTS
            ? t`Choose at most ${plural(REPORT_MAX_RECIPIENTS, { one: '# recipient', other: '# recipients' })}.`
            : null,
    },
  });
  // A report is company data: it goes to the company's administrators and team managers only.
  const options = (people.data ?? [])
    .filter((person) => person.role_id === ROLE.ADMIN || person.role_id === ROLE.MANAGER)
    .map((person) => ({
      value: person.id,
      label: `${person.first_name} ${person.last_name} (${specText(ROLE_NAME[person.role_id as TRoleId])})`,
    }));
  const when = form.getValues().when;
  const weekdayOptions = WEEKDAY_LABELS.map((day, index) => ({ value: String(index + 1), label: t(day) }));

  const submit = form.onSubmit((values) => {
    const body = { ...request, type: values.type, recipients: values.recipients };
    if (values.when === 'now') {
      email.mutate(body, panelSaveHandlers(form, { success: specText(MSG.REPORT_SENT_TO), onDone }));
      return;
    }
    schedule.mutate(
      values.when === 'weekly'
        ? { ...body, frequency: 'weekly', weekday: Number(values.weekday) }
        : { ...body, frequency: 'monthly', day: Number(values.day) },
      panelSaveHandlers(form, { success: specText(MSG.REPORT_SCHEDULED), onDone }),
    );
  });

  return (
    <PanelForm
      label={t`Email ${what} to`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={when === 'now' ? t`Send Report` : t`Schedule Report`}
      submitting={email.isPending || schedule.isPending}
    >
      <Radio.Group label={t`Format`} {...form.getInputProps('type')}>
        <Group gap="lg" mt={6}>
          <Radio value="excel" label="Excel" />
          <Radio value="pdf" label="PDF" />
        </Group>
      </Radio.Group>
      <MultiSelect
        label={t`Recipients`}
        description={t`Administrators and team managers of your company. Each gets an email with a link to the report.`}
        required
        data={options}
        searchable
        hidePickedOptions
        nothingFoundMessage={people.isPending ? t`Loading…` : t`No administrators or team managers found`}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        {...form.getInputProps('recipients')}
      />
      <Radio.Group label={t`When`} {...form.getInputProps('when')}>
        <Group gap="lg" mt={6}>
          <Radio value="now" label={t`Now`} />
          <Radio value="weekly" label={t`Every week`} />
          <Radio value="monthly" label={t`Every month`} />
        </Group>
      </Radio.Group>
      {when === 'weekly' && (
        <Select
          label={t`Day of the week`}
          data={weekdayOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('weekday')}
        />
      )}
      {when === 'monthly' && (
        <Select
          label={t`Day of the month`}
          description={t`Days 1 to ${REPORT_LAST_MONTH_DAY}, which every month has.`}
          data={DAY_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('day')}
        />
      )}
    </PanelForm>
  );
}

/**
 * Email to…: the report (with the screen's filters) to chosen administrators and team managers, now or every week or
 * month. A scheduled report is listed on the reports landing, where it can be stopped.
 */
export function EmailToButton({ request, what }: { request: TEmailReportRequest; what: string }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t`Email to…: ${what}`}
      >
        <Trans>Email to…</Trans>
      </Button>
      <SidePanel opened={opened} onClose={() => setOpened(false)} title={t`Email ${what} to`}>
        {opened && <EmailToForm request={request} what={what} onDone={() => setOpened(false)} />}
      </SidePanel>
    </>
  );
}
