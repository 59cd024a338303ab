import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, type TCompanyAdminDetail } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useChangeCompanyState } from '../api/mutations';
import { stateOptions } from './company-state-filter';
import { companyPanel } from './company-panel';

function ChangeStateForm({ company, onDone }: { company: TCompanyAdminDetail; onDone: () => void }) {
  const { t } = useLingui();
  const options = stateOptions();
  const stateName = (value: string | null) => options.find((option) => option.value === value)?.label ?? '';
  const change = useChangeCompanyState(company.id);
  const form = useForm<{ state: string | null }>({
    initialValues: { state: String(company.state) },
    validate: { state: (value) => (value ? null : t`The state field is required.`) },
  });
  // The drawer is the one confirmation: it names the state chosen, on its button and in the question above it.
  const submit = form.onSubmit((values) => {
    change.mutate(
      Number(values.state),
      panelSaveHandlers(form, { success: specText(MSG.COMPANY_STATE_CHANGED), onDone }),
    );
  });
  const chosen = form.values.state !== String(company.state) ? stateName(form.values.state) : null;
  const current = specText(company.state_description);
  const companyName = company.company_name;
  return (
    <PanelForm
      label={t`Change State`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={chosen ? t`Change State to ${chosen}` : t`Change State`}
      submitting={change.isPending}
      submitDisabled={chosen === null}
    >
      <Text size="sm" c="dimmed">
        <Trans>
          Current state: {current}. Free Trial Expired and Membership Suspended lock the company's administrator out of
          everything but Account Status.
        </Trans>
      </Text>
      <Select
        label={t`State`}
        required
        data-autofocus
        data={options}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('state')}
      />
      {chosen && (
        <Text size="sm" fw={600}>
          <Trans>
            Are you sure you want to change the state of {companyName} from {current} to {chosen}?
          </Trans>
        </Text>
      )}
    </PanelForm>
  );
}

/** Change State: any of the five states, after the spec's confirmation. */
export const ChangeStatePanel = companyPanel(msg`Change State`, ChangeStateForm);
