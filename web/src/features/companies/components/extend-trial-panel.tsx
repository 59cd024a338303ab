import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { MSG, type TCompanyAdminDetail } from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { formatShortDate, shortDateInputFormat } from '../../../lib/format-date';
import { LocalizedDates } from '../../../components/localized-dates';
import { useExtendTrial } from '../api/mutations';
import { specText } from '../../../i18n/spec-text';
import { companyPanel } from './company-panel';

/**
 * Tomorrow (UTC) as yyyy-mm-dd: the first day the trial may be extended to. The server takes a date after today by
 * the UTC calendar (a trial ends at the start of its UTC day), so the viewer's own calendar would offer a day it
 * refuses west of UTC in the evening (and hide one it takes east of UTC).
 */
export function tomorrowIso(now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
}

function ExtendTrialForm({ company, onDone }: { company: TCompanyAdminDetail; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const extend = useExtendTrial(company.id);
  const form = useForm<{ date: string | null }>({
    initialValues: { date: null },
    validate: { date: (value) => (value ? null : t`The date field is required.`) },
  });
  const submit = form.onSubmit((values) =>
    extend.mutate(values.date ?? '', panelSaveHandlers(form, { success: specText(MSG.TRIAL_EXTENDED), onDone })),
  );
  const current = formatShortDate(company.trial_expired_date);
  return (
    <PanelForm
      label={t`Extend Trial`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Extend Trial`}
      submitting={extend.isPending}
    >
      <Text size="sm" c="dimmed">
        {current ? (
          <Trans>
            The free trial ends on {current}. Pick the new end date: the company becomes Free Trial Extended until then.
          </Trans>
        ) : (
          <Trans>Pick the new end date: the company becomes Free Trial Extended until then.</Trans>
        )}
      </Text>
      <LocalizedDates>
        <DatePickerInput
          label={t`Trial ends on`}
          placeholder={t`dd-mm-yyyy`}
          required
          data-autofocus
          valueFormat={shortDateInputFormat(i18n.locale)}
          firstDayOfWeek={1}
          minDate={tomorrowIso()}
          leftSection={<IconCalendar size={16} aria-hidden />}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('date')}
        />
      </LocalizedDates>
    </PanelForm>
  );
}

/** Extend Trial: a date after today (dd-mm-yyyy, weeks start on Monday). */
export const ExtendTrialPanel = companyPanel(msg`Extend Trial`, ExtendTrialForm);
