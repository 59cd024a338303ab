import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MB, VIDEO_LIMIT, type TCompanyAdminDetail } from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { formatBytes } from '../../uploads/lib/format-bytes';
import { useSetVideoLimit } from '../api/mutations';
import { companyPanel } from './company-panel';

function VideoLimitForm({ company, onDone }: { company: TCompanyAdminDetail; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSetVideoLimit(company.id);
  const form = useForm<{ video_max_mb: number | string }>({
    initialValues: { video_max_mb: Math.round(company.video_max_bytes / MB) },
    validate: {
      video_max_mb: (value) => (value === '' ? t`The video_max_mb field must be a whole number of megabytes.` : null),
    },
  });
  const { minMegabytes, maxMegabytes } = VIDEO_LIMIT;
  const defaultSize = formatBytes(VIDEO_LIMIT.defaultBytes);
  // The server checks the range and says what is wrong: its words go under the field.
  const submit = form.onSubmit((values) =>
    save.mutate(
      Number(values.video_max_mb),
      panelSaveHandlers(form, { success: t`The video upload limit has been saved.`, onDone }),
    ),
  );
  return (
    <PanelForm
      label={t`Video upload limit`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Save`}
      submitting={save.isPending}
    >
      <Text size="sm" c="dimmed">
        <Trans>
          The largest course video this company&apos;s administrators may upload, from {minMegabytes} MB to{' '}
          {maxMegabytes} MB (5 GB). The default is {defaultSize}. Videos already uploaded are kept.
        </Trans>
      </Text>
      <NumberInput
        label={t`Video upload limit (MB)`}
        required
        data-autofocus
        allowDecimal={false}
        allowNegative={false}
        hideControls
        {...form.getInputProps('video_max_mb')}
      />
    </PanelForm>
  );
}

/** Video upload limit: the company's course video limit in megabytes (the super administrator's setting). */
export const VideoLimitPanel = companyPanel(msg`Video upload limit`, VideoLimitForm);
