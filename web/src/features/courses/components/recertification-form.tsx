import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, Group, NumberInput, Radio, Select, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { IconCalendar } from '@tabler/icons-react';
import {
  COMPLIANCE_MESSAGES,
  EXPIRY_BASE_OPTIONS,
  MAX_PAGE_SIZE,
  RECERTIFICATION_LIMITS,
  VALIDITY_KIND_OPTIONS,
  ZRecertificationBody,
  type TCourse,
  type TRecertification,
  type TRecertificationBody,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { PanelForm } from '../../../components/panel-form';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useCourses } from '../api/queries';
import { useRecertificationImpact, useUpdateRecertification } from '../api/recertification-mutations';
import { confirmRecalculation } from '../lib/confirm-recalculation';
import {
  ANNIVERSARY_DAY_OPTIONS,
  ANNIVERSARY_MONTH_OPTIONS,
  externalTypeOptions,
  RECERTIFICATION_FIELD_MAP,
  expiryRuleChanged,
  NEVER_EXPIRES_RULE,
  parseShortDate,
  recertificationRequest,
  recertificationValues,
  toFormErrors,
  type TRecertificationValues,
} from '../lib/recertification-form';
import { specErrors } from '../lib/spec-errors';
import { LocalizedDates } from '../../../components/localized-dates';
import { shortDateInputFormat } from '../../../lib/format-date';

const { MONTHS_MIN, MONTHS_MAX, WINDOW_MIN, WINDOW_MAX, DEADLINE_AFTER_MAX } = RECERTIFICATION_LIMITS;

/** The company's courses, by name, but those taking the settings: a renewal may take one of them instead (a shorter refresher). */
function useRenewalCourseOptions(excludeCourseIds: readonly string[]) {
  return useCourses(
    { limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' },
    {
      snapshot: true,
      select: (page) =>
        page.data
          .filter((course) => !excludeCourseIds.includes(course.id))
          .map((course) => ({ value: course.id, label: course.name })),
    },
  );
}

interface TRecertificationSettingsFormProps {
  /** The settings the form starts from; null: never set (the fields' defaults, "Never expires"). */
  settings: TRecertification | null;
  /** Courses the Renewal course select leaves out: those taking the settings (a course cannot renew itself). */
  excludeCourseIds: readonly string[];
  /**
   * Ask how many issued certificates change on every save, not only when the expiry rule differs from `settings`
   * (a playlist's courses each have their own rule, so no single one to compare with).
   */
  alwaysAskImpact?: boolean;
  /** The impact call: how many issued certificates the settings would change. */
  impact: (body: TRecertificationBody) => Promise<{ changed: number }>;
  /** The save call; its message is the toast. */
  save: (body: TRecertificationBody) => Promise<{ message: string }>;
  /** After a save (the toast shown): close the panel. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Recertification settings (issue 29), for a course or every course of a playlist: whether it is on the Compliance
 * screen, how long its certificates stay valid (never, months, a fixed date), what a renewal's expiry counts from, the
 * renewal window and deadline, an optional renewal course, and an optional external training type whose records renew
 * it. Only the fields the chosen validity uses are shown. When the expiry rule changes (or always, with
 * `alwaysAskImpact`), the server first says how many issued certificates would change; if any, the administrator
 * keeps their dates, recalculates them, or cancels. A refused save keeps what was typed, with the server's messages
 * under the fields.
 */
export function RecertificationSettingsForm({
  settings,
  excludeCourseIds,
  alwaysAskImpact = false,
  impact,
  save,
  onSaved,
  onCancel,
}: TRecertificationSettingsFormProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const renewalCourses = useRenewalCourseOptions(excludeCourseIds);
  const stored = recertificationValues(settings);
  const schemaErrors = schemaResolver(ZRecertificationBody, { sync: true });
  const form = useForm<TRecertificationValues>({
    initialValues: stored,
    validate: (values) => specErrors(toFormErrors(schemaErrors(recertificationRequest(values, stored)))),
  });
  const { validity, base } = form.values;
  const expires = validity !== 'never';

  const refused = (error: unknown) => showServerErrors(form, error, { fieldMap: RECERTIFICATION_FIELD_MAP });

  const submit = form.onSubmit(async (values) => {
    // Checked by the form's validate against the same schema, so this parse only types the body.
    const body = ZRecertificationBody.parse(recertificationRequest(values, stored));
    setBusy(true);
    try {
      let recalculate = false;
      // Settings saved for the first time count as "never expires" before: past completions are asked about too.
      if (alwaysAskImpact || expiryRuleChanged(settings ?? NEVER_EXPIRES_RULE, body)) {
        const { changed } = await impact(body);
        if (changed > 0) {
          const choice = await confirmRecalculation(changed);
          if (choice === null) return;
          recalculate = choice === 'recalculate';
        }
      }
      const result = await save(recalculate ? { ...body, recalculate: true } : body);
      notifySuccess(specText(result.message || COMPLIANCE_MESSAGES.SETTINGS_SAVED));
      onSaved();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <PanelForm
      label={t`Recertification`}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t`Save Recertification`}
      submitting={busy}
    >
      <Radio.Group label={t`Certificate validity`} {...form.getInputProps('validity')}>
        <Stack gap="xs" mt={6}>
          {VALIDITY_KIND_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={specText(option.label)} />
          ))}
        </Stack>
      </Radio.Group>

      <Checkbox
        label={t`Show on the Compliance screen`}
        description={
          expires
            ? t`A course whose certificates expire is always on the Compliance screen.`
            : t`Its learners appear on the Compliance screen, Certified once they complete it.`
        }
        disabled={expires}
        {...form.getInputProps('required', { type: 'checkbox' })}
        checked={expires || form.values.required}
      />

      {validity === 'months' && (
        <>
          <NumberInput
            label={t`Validity (months)`}
            required
            min={MONTHS_MIN}
            max={MONTHS_MAX}
            // A number out of range is said under the field on submit, not silently changed.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('months')}
          />
          <Radio.Group label={t`Expiry counted from`} {...form.getInputProps('base')}>
            <Stack gap="xs" mt={6}>
              {EXPIRY_BASE_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={specText(option.label)} />
              ))}
            </Stack>
          </Radio.Group>
          {base === 'anniversary' && (
            <Fieldset legend={t`Anniversary`} variant="unstyled">
              <Group grow align="flex-start" gap="sm">
                <Select
                  label={t`Day`}
                  required
                  data={ANNIVERSARY_DAY_OPTIONS}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('anniversary_day')}
                />
                <Select
                  label={t`Month`}
                  required
                  data={ANNIVERSARY_MONTH_OPTIONS}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('anniversary_month')}
                />
              </Group>
            </Fieldset>
          )}
        </>
      )}

      {validity === 'date' && (
        <LocalizedDates>
          <DateInput
            label={t`Expiry date`}
            description={t`Certificates earned after it expire on the same day of a later year.`}
            placeholder={t`dd-mm-yyyy`}
            required
            valueFormat={shortDateInputFormat(i18n.locale)}
            dateParser={parseShortDate}
            firstDayOfWeek={1}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('expiry_date')}
          />
        </LocalizedDates>
      )}

      {expires && (
        <>
          <NumberInput
            label={t`Renewal window (days before expiry)`}
            description={t`Learners are enrolled again this many days before their certificate expires.`}
            required
            min={WINDOW_MIN}
            max={WINDOW_MAX}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('window_days')}
          />
          <NumberInput
            label={t`Renewal deadline (days after expiry, 0 = the expiry date)`}
            required
            min={0}
            max={DEADLINE_AFTER_MAX}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('deadline_days_after')}
          />
          <Select
            label={t`Renewal course (optional)`}
            description={t`A shorter course the renewal takes instead of this one.`}
            placeholder={t`This course`}
            data={renewalCourses.data ?? []}
            searchable
            clearable
            nothingFoundMessage={renewalCourses.isPending ? t`Loading…` : t`No other courses found`}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('renewal_course_id')}
          />
          <Select
            label={t`External training that renews it (optional)`}
            description={t`A learner's external training record of this type, with its completion date, renews their certificate.`}
            placeholder={t`None`}
            data={externalTypeOptions()}
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('renewal_external_type')}
          />
        </>
      )}
    </PanelForm>
  );
}

/** A course's Recertification panel: its own settings, itself left out of the renewal courses. */
export function RecertificationForm({ course, onDone }: { course: TCourse; onDone: () => void }) {
  const save = useUpdateRecertification(course.id);
  const impact = useRecertificationImpact(course.id);
  return (
    <RecertificationSettingsForm
      settings={course.recertification}
      excludeCourseIds={[course.id]}
      impact={impact.mutateAsync}
      save={save.mutateAsync}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
