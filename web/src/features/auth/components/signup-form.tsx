import { Button, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, PRODUCT_OPTIONS, SIGNUP_BANDS, ZRegisterBody, type TSession } from '@skillway/shared';
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

const BAND_OPTIONS = SIGNUP_BANDS.map((band) => ({ value: String(band.id), label: band.name }));
const PRODUCT_CHOICES = PRODUCT_OPTIONS.map((option) => ({ value: String(option.id), label: option.name }));

function toBody(values: TSignupValues) {
  const { product_option, ...rest } = values;
  return { ...rest, ...(product_option ? { product_option } : {}), ...affiliateFields() };
}

/** The same schema the server runs, on the body the server will receive. */
const validateBody = schemaResolver(ZRegisterBody, { sync: true });
// An unchosen band is missing (the schema's "required" message), not band "0".
const validate = (values: TSignupValues) => validateBody({ ...toBody(values), banding: values.banding || undefined });

export function SignupForm({ onSuccess }: { onSuccess: (session: TSession) => void }) {
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
      onError: (error) => showServerErrors(form, error, { fallback: MSG.GENERIC_ERROR }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First Name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
          <TextInput label="Last Name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="Company Name" autoComplete="organization" required {...form.getInputProps('company_name')} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={<PasswordRuleLabel label="Password" />}
            {...passwordRuleProps()}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password confirmation' }}
            {...form.getInputProps('confirm_password')}
          />
        </SimpleGrid>
        <Select
          label="Number of Employees"
          placeholder="Choose your company size"
          data={BAND_OPTIONS}
          required
          allowDeselect={false}
          {...form.getInputProps('banding')}
        />
        <Select
          label="Product Option"
          description="What you would like after your free trial; you can change this later."
          placeholder="Decide later"
          data={PRODUCT_CHOICES}
          clearable
          {...form.getInputProps('product_option')}
        />
        <Text size="sm" c="dimmed">
          By starting your trial you agree to our{' '}
          <AnchorLink to="/terms" target="_blank" size="sm">
            Terms of Service
          </AnchorLink>{' '}
          and{' '}
          <AnchorLink to="/privacy-policy" target="_blank" size="sm">
            Privacy Policy
          </AnchorLink>
          .
        </Text>
        <Button type="submit" size="md" fullWidth loading={register.isPending} disabled={register.isPending}>
          Start Free Trial
        </Button>
      </Stack>
    </form>
  );
}
