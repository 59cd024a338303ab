import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_COUNTRY, MSG, ZCompanyDetailsBody, type TCompanyDetails } from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { specText } from '../../../i18n/spec-text';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { SidePanel } from '../../../components/side-panel';
import { useSaveCompanyDetails } from '../api/mutations';

const resolver = schemaResolver(ZCompanyDetailsBody, { sync: true });

interface TEditAccountInfoPanelProps {
  opened: boolean;
  company: TCompanyDetails;
  onClose: () => void;
}

function EditAccountInfoForm({ company, onDone }: { company: TCompanyDetails; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveCompanyDetails();
  const form = useForm({
    initialValues: {
      street: company.street,
      city: company.city,
      county: company.county,
      country: company.country,
      postcode: company.postcode,
      phone: company.phone,
    },
    validate: resolver,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, panelSaveHandlers(form, { success: specText(MSG.ACCOUNT_INFO_UPDATED), onDone })),
  );
  return (
    <PanelForm
      label={t`Edit Account Info`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Save`}
      submitting={save.isPending}
    >
      <TextInput label={t`Company Name`} value={company.company_name} readOnly />
      <TextInput label={t`Street`} required data-autofocus {...form.getInputProps('street')} />
      <TextInput label={t`City`} required {...form.getInputProps('city')} />
      <TextInput label={t`County`} {...form.getInputProps('county')} />
      <TextInput label={t`Country`} required {...form.getInputProps('country')} />
      <TextInput label={t`Postcode`} required {...form.getInputProps('postcode')} />
      <TextInput label={t`Phone`} required type="tel" {...form.getInputProps('phone')} />
    </PanelForm>
  );
}

/** Edit Account Info: company name read-only; street, city, county, country (UK unless changed), postcode, phone. */
export function EditAccountInfoPanel({ opened, company, onClose }: TEditAccountInfoPanelProps) {
  const { t } = useLingui();
  return (
    <SidePanel opened={opened} onClose={onClose} title={t`Edit Account Info`}>
      {opened && (
        <EditAccountInfoForm company={{ ...company, country: company.country || DEFAULT_COUNTRY }} onDone={onClose} />
      )}
    </SidePanel>
  );
}
