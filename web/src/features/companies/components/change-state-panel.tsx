import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, type TCompanyAdminDetail } from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useChangeCompanyState } from '../api/mutations';
import { STATE_OPTIONS } from './company-state-filter';
import { companyPanel } from './company-panel';

function stateName(value: string | null): string {
  return STATE_OPTIONS.find((option) => option.value === value)?.label ?? '';
}

function ChangeStateForm({ company, onDone }: { company: TCompanyAdminDetail; onDone: () => void }) {
  const change = useChangeCompanyState(company.id);
  const form = useForm<{ state: string | null }>({
    initialValues: { state: String(company.state) },
    validate: { state: (value) => (value ? null : 'The state field is required.') },
  });
  // The drawer is the one confirmation: it names the state chosen, on its button and in the question above it.
  const submit = form.onSubmit((values) => {
    change.mutate(Number(values.state), panelSaveHandlers(form, { success: MSG.COMPANY_STATE_CHANGED, onDone }));
  });
  const chosen = form.values.state !== String(company.state) ? stateName(form.values.state) : null;
  return (
    <PanelForm
      label="Change State"
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={chosen ? `Change State to ${chosen}` : 'Change State'}
      submitting={change.isPending}
      submitDisabled={chosen === null}
    >
      <Text size="sm" c="dimmed">
        Current state: {company.state_description}. Free Trial Expired and Membership Suspended lock the company's
        administrator out of everything but Account Status.
      </Text>
      <Select
        label="State"
        required
        data-autofocus
        data={STATE_OPTIONS}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('state')}
      />
      {chosen && (
        <Text size="sm" fw={600}>
          Are you sure you want to change the state of {company.company_name} from {company.state_description} to{' '}
          {chosen}?
        </Text>
      )}
    </PanelForm>
  );
}

/** Change State: any of the five states, after the spec's confirmation. */
export const ChangeStatePanel = companyPanel('Change State', ChangeStateForm);
