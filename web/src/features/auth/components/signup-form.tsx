import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { MSG, PRODUCT_OPTIONS, SIGNUP_BANDS, ZRegisterBody, type TSession } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { affiliateFields } from '../affiliate';
import { useRegister } from '../api/mutations';
import { PasswordRuleLabel, passwordRuleProps } from './password-rule-label';
import { AnchorLink } from '../../../components/links/anchor-link';

interface TSignupValues {
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  password: string;
  confirm_password: string;
  banding: string;
  product_option: string | null;
}

// Shared display texts: shown through specText, so at render time.
const bandOptions = () => SIGNUP_BANDS.map((band) => ({ value: String(band.id), label: specText(band.name) }));
const productChoices = () =>
  PRODUCT_OPTIONS.map((option) => ({ value: String(option.id), label: specText(option.name) }));

function toBody(values: TSignupValues) {
  const { product_option, ...rest } = values;
  return { ...rest, ...(product_option ? { product_option } : {}), ...affiliateFields() };
}

/** The same schema the server runs, on the body the server will receive. */
const validateBody = schemaResolver(ZRegisterBody, { sync: true });
// An unchosen band is missing (the schema's "required" message), not band "0".
const validate = (values: TSignupValues) => validateBody({ ...toBody(values), banding: values.banding || undefined });

export function SignupForm({ onSuccess }: { onSuccess: (session: TSession) => void }) {
  const { t } = useLingui();
  const register = useRegister();
  const form = useForm<TSignupValues>({
    initialValues: {
      first_name: '',
      last_name: '',
      company_name: '',
      email: '',
      password: '',
      confirm_password: '',
      banding: '',
      product_option: null,
    },
    validate,
  });

  const submit = form.onSubmit((values) =>
    register.mutate(toBody(values), {
      onSuccess,
      onError: (error) => showServerErrors(form, error, { fallback: specText(MSG.GENERIC_ERROR) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t`Sign up`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t`First Name`} autoComplete="given-name" required {...form.getInputProps('first_name')} />
          <TextInput label={t`Last Name`} autoComplete="family-name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput
          label={t`Company Name`}
          autoComplete="organization"
          required
          {...form.getInputProps('company_name')}
        />
        <TextInput label={t`Email`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={<PasswordRuleLabel label={t`Password`} />}
            {...passwordRuleProps()}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t`Confirm Password`}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password confirmation` }}
            {...form.getInputProps('confirm_password')}
          />
        </SimpleGrid>
        <Select
          label={t`Number of Employees`}
          placeholder={t`Choose your company size`}
          data={bandOptions()}
          required
          allowDeselect={false}
          {...form.getInputProps('banding')}
        />
        <Select
          label={t`Product Option`}
          description={t`What you would like after your free trial; you can change this later.`}
          placeholder={t`Decide later`}
          data={productChoices()}
          clearable
          {...form.getInputProps('product_option')}
        />
        <Text size="sm" c="dimmed">
          <Trans>
            By starting your trial you agree to our{' '}
            <AnchorLink to="/terms" target="_blank" size="sm">
              Terms of Service
            </AnchorLink>{' '}
            and{' '}
            <AnchorLink to="/privacy-policy" target="_blank" size="sm">
              Privacy Policy
            </AnchorLink>
            .
          </Trans>
        </Text>
        <Button type="submit" size="md" fullWidth loading={register.isPending} disabled={register.isPending}>
          <Trans>Start Free Trial</Trans>
        </Button>
      </Stack>
    </form>
  );
}
