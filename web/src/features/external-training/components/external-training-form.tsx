import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { IconCalendar } from '@tabler/icons-react';
import {
  EXTERNAL_TRAINING_LIMITS,
  EXTERNAL_TRAINING_MSG,
  ZAdminExternalTrainingBody,
  ZExternalTrainingFormFields,
  type TExternalTraining,
  type TExternalTrainingBodyInput,
} from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { specText } from '../../../i18n/spec-text';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { useUserPicker } from '../../users/api/queries';
import { useSaveAdminExternalTraining, useSaveExternalTraining } from '../api/mutations';
import { resultOptions, typeOptions } from '../lib/options';
import { CertificateField } from './certificate-field';
import { LocalizedDates } from '../../../components/localized-dates';
import { longDateInputFormat } from '../../../lib/long-date-input-format';

export interface TExternalTrainingFormValues {
  /** The administrator's chosen user (their form only). */
  user: string | null;
  name: string;
  completed: string | null;
  type: string | null;
  body: string;
  score: number | string;
  result: string | null;
  cost: number | string;
  deadline: string | null;
  /** Where the server's certificate errors go (the upload's key itself is kept beside the form). */
  s3_url: string;
}

function initialValues(record: TExternalTraining | null): TExternalTrainingFormValues {
  return {
    user: record?.user.id ?? null,
    name: record?.name ?? '',
    completed: record?.completed ?? null,
    type: record ? String(record.type) : null,
    body: record?.body ?? '',
    score: record?.score ?? '',
    result: record?.result ?? null,
    cost: record?.cost ?? '',
    deadline: record?.deadline ?? null,
    s3_url: '',
  };
}

/** The form's values as the calls take them; the certificate is the new upload's key, if any. */
function toBody(values: TExternalTrainingFormValues, upload: TUploadedFile | null): TExternalTrainingBodyInput {
  return {
    name: values.name,
    completed: values.completed ?? '',
    type: values.type ? Number(values.type) : '',
    body: values.body,
    score: values.score === '' ? null : values.score,
    result: (values.result ?? '') as TExternalTrainingBodyInput['result'],
    cost: values.cost === '' ? null : values.cost,
    deadline: values.deadline ?? null,
    // Without a new upload the call leaves the stored certificate as it is.
    ...(upload ? { s3_url: upload.key, file: upload.original_name } : {}),
  };
}

interface TExternalTrainingFormProps {
  /** The record being edited, or null to add one. */
  record: TExternalTraining | null;
  /** The administrator's form: the record is for a chosen user (the report's Add / Edit). */
  admin: boolean;
  onDone: () => void;
}

/**
 * Add / Edit External Training: every field of the spec, the certificate drop zone, Cancel and submit. Submit spins
 * while the certificate uploads and while saving; the server's field errors show under their fields and the panel
 * stays open.
 */
export function ExternalTrainingForm({ record, admin, onDone }: TExternalTrainingFormProps) {
  const { t, i18n } = useLingui();
  const saveOwn = useSaveExternalTraining();
  const saveAdmin = useSaveAdminExternalTraining();
  const people = useUserPicker(admin);
  const [upload, setUpload] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const label = record ? t`Edit External Training` : t`Add External Training`;

  const form = useForm<TExternalTrainingFormValues>({
    initialValues: initialValues(record),
    validate: schemaResolver(admin ? ZAdminExternalTrainingBody : ZExternalTrainingFormFields, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const handlers = panelSaveHandlers(form, {
      success: specText(record ? EXTERNAL_TRAINING_MSG.UPDATED : EXTERNAL_TRAINING_MSG.ADDED),
      onDone,
      fieldMap: { file: 's3_url' },
    });
    const body = toBody(values, upload);
    const id = record?.id ?? null;
    if (admin) saveAdmin.mutate({ id, body: { ...body, user: values.user ?? '' } }, handlers);
    else saveOwn.mutate({ id, body }, handlers);
  });

  const userOptions = (people.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.first_name} ${person.last_name} (${person.email})`,
  }));
  // An edited record's user stays selectable even if the picker's list does not hold them (e.g. archived since).
  if (record && !userOptions.some((option) => option.value === record.user.id)) {
    userOptions.unshift({
      value: record.user.id,
      label: `${record.user.first_name} ${record.user.last_name} (${record.user.email})`,
    });
  }

  return (
    <PanelForm
      label={label}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={record ? t`Update` : t`Save`}
      submitting={saveOwn.isPending || saveAdmin.isPending || uploading}
    >
      {admin && (
        <Select
          label={t`User`}
          placeholder={t`Search by name or email`}
          data={userOptions}
          searchable
          required
          nothingFoundMessage={people.isPending ? t`Loading…` : t`No users found`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('user')}
        />
      )}
      <TextInput
        label={t`Course Title`}
        required
        maxLength={EXTERNAL_TRAINING_LIMITS.nameMax}
        // Focus starts here, not on the user select (whose list would open over the form).
        data-autofocus
        {...form.getInputProps('name')}
      />
      <LocalizedDates>
        <DatePickerInput
          label={t`Date Completed`}
          placeholder={t`Pick a date`}
          required
          valueFormat={longDateInputFormat(i18n.locale)}
          firstDayOfWeek={1}
          leftSection={<IconCalendar size={16} aria-hidden />}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('completed')}
        />
      </LocalizedDates>
      <Select
        label={t`Training Type`}
        placeholder={t`Select a training type`}
        data={typeOptions()}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('type')}
      />
      <TextInput
        label={t`Institute / Body`}
        required
        maxLength={EXTERNAL_TRAINING_LIMITS.bodyMax}
        {...form.getInputProps('body')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t`Score (%)`}
          min={EXTERNAL_TRAINING_LIMITS.scoreMin}
          max={EXTERNAL_TRAINING_LIMITS.scoreMax}
          decimalScale={EXTERNAL_TRAINING_LIMITS.decimals}
          allowNegative={false}
          {...form.getInputProps('score')}
        />
        <Select
          label={t`Result`}
          placeholder={t`Passed or failed`}
          data={resultOptions()}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('result')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t`Cost`}
          leftSection="£"
          min={EXTERNAL_TRAINING_LIMITS.costMin}
          max={EXTERNAL_TRAINING_LIMITS.costMax}
          decimalScale={EXTERNAL_TRAINING_LIMITS.decimals}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('cost')}
        />
        <LocalizedDates>
          <DatePickerInput
            label={t`Expiry Date`}
            placeholder={t`Pick a date`}
            valueFormat={longDateInputFormat(i18n.locale)}
            firstDayOfWeek={1}
            clearable
            minDate={form.values.completed ?? undefined}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('deadline')}
          />
        </LocalizedDates>
      </SimpleGrid>
      <CertificateField
        mode={record ? 'edit' : 'create'}
        uploaded={upload}
        onUploaded={setUpload}
        onBusyChange={setUploading}
        current={record?.file ?? null}
        error={form.errors.s3_url}
      />
    </PanelForm>
  );
}
