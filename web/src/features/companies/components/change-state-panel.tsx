import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, type TCompanyAdminDetail } from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { SidePanel } from '../../../components/side-panel';
import { confirmAction } from '../../../lib/confirm';
import { useChangeCompanyState } from '../api/mutations';
import { STATE_OPTIONS } from './company-state-filter';

function ChangeStateForm({ company, onDone }: { company: TCompanyAdminDetail; onDone: () => void }) {
  const change = useChangeCompanyState(company.id);
  const form = useForm<{ state: string | null }>({
    initialValues: { state: String(company.state) },
    validate: { state: (value) => (value ? null : 'The state field is required.') },
  });
  const submit = form.onSubmit(async (values) => {
    const ok = await confirmAction({ title: 'Change State', message: MSG.COMPANY_STATE_CONFIRM });
    if (!ok) return;
    change.mutate(Number(values.state), panelSaveHandlers(form, { success: MSG.COMPANY_STATE_CHANGED, onDone }));
  });
  return (
    <PanelForm
      label="Change State"
      onSubmit={submit}
      onCancel={onDone}
      submitLabel="Change State"
      submitting={change.isPending}
      submitDisabled={form.values.state === String(company.state)}
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
    </PanelForm>
  );
}

/** Change State: any of the five states, after the spec's confirmation. */
export function ChangeStatePanel({
  opened,
  company,
  onClose,
}: {
  opened: boolean;
  company: TCompanyAdminDetail;
  onClose: () => void;
}) {
  return (
    <SidePanel opened={opened} onClose={onClose} title="Change State">
      {opened && <ChangeStateForm company={company} onDone={onClose} />}
    </SidePanel>
  );
}
