import { useId, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconPlus, IconTrash, IconWorldCheck } from '@tabler/icons-react';
import { SSO_LIMITS, ZSsoDomainBody, type TSsoDomain } from '@skillway/shared';
import { isApiError } from '../../../api';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { confirmAction } from '../../../lib/confirm';
import { formatShortDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useAddDomain, useRemoveDomain, useVerifyDomain } from '../api/mutations';
import { CopyField } from './copy-field';

const domainResolver = schemaResolver(ZSsoDomainBody, { sync: true });

/**
 * The company's email domains: people whose address is on a verified domain are sent to the identity provider from
 * the login page. A domain is proved by a DNS TXT record on it (the value shown, with a copy button); Verify looks it
 * up and says inline when it is not there yet (or belongs to another organisation).
 */
export function DomainsSection({ domains }: { domains: readonly TSsoDomain[] }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            Email domains
          </Title>
          <Text size="sm" c="dimmed">
            People whose email address is on a verified domain are sent to your identity provider from the login page.
            Prove you own a domain by publishing a DNS TXT record on it.
          </Text>
        </div>
        <AddDomainForm full={domains.length >= SSO_LIMITS.DOMAINS_MAX} />
        {domains.length === 0 ? (
          <Text size="sm" c="dimmed">
            No domains yet.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Email domains">
            {domains.map((domain) => (
              <DomainRow key={domain.domain} domain={domain} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function AddDomainForm({ full }: { full: boolean }) {
  const add = useAddDomain();
  const form = useForm({ initialValues: { domain: '' }, validate: domainResolver });
  const submit = form.onSubmit((values) =>
    add.mutate(values.domain.trim().toLowerCase(), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        form.reset();
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add a domain">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label="Domain"
          placeholder="example.com"
          description={full ? `A company may verify at most ${SSO_LIMITS.DOMAINS_MAX} domains.` : undefined}
          style={{ flex: '1 1 16rem' }}
          autoComplete="off"
          spellCheck={false}
          disabled={full || add.isPending}
          {...form.getInputProps('domain')}
        />
        <Button
          type="submit"
          // Level with the field beside it; on a phone it wraps under it.
          mt={{ base: 0, sm: 25 }}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={add.isPending}
          disabled={full}
        >
          Add domain
        </Button>
      </Group>
    </form>
  );
}

function DomainRow({ domain }: { domain: TSsoDomain }) {
  const verify = useVerifyDomain();
  const remove = useRemoveDomain();
  // Why the last Verify did not verify (the record is not there yet, or another organisation has the domain).
  const [refusal, setRefusal] = useState<string | null>(null);

  const check = () => {
    setRefusal(null);
    verify.mutate(domain.domain, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => {
        if (isApiError(error) && (error.status === 422 || error.status === 409)) {
          setRefusal([error.message, ...Object.values(error.errors).flat()].filter(unique).join(' '));
        } else notifyApiError(error);
      },
    });
  };

  const confirmRemove = async () => {
    const ok = await confirmAction({
      title: 'Remove domain',
      message: `Remove ${domain.domain}? Its people are no longer sent to your identity provider from the login page.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(domain.domain, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={domain.verified ? undefined : 'var(--mantine-color-gray-0)'}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {domain.domain}
            </Text>
            {domain.verified ? (
              <Badge
                variant="light"
                color="teal"
                tt="none"
                radius="sm"
                leftSection={<IconCircleCheck size={14} aria-hidden />}
              >
                Verified
              </Badge>
            ) : (
              <Badge variant="light" color="yellow" tt="none" radius="sm">
                Not verified
              </Badge>
            )}
            {domain.verified_at && (
              <Text size="sm" c="dimmed">
                on {formatShortDate(domain.verified_at)}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            {!domain.verified && (
              <Button
                size="xs"
                leftSection={<IconWorldCheck size={14} aria-hidden />}
                loading={verify.isPending}
                onClick={check}
                aria-label={`Verify ${domain.domain}`}
              >
                Verify
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void confirmRemove()}
              aria-label={`Remove ${domain.domain}`}
            >
              Remove
            </Button>
          </Group>
        </Group>
        {!domain.verified && (
          <Stack gap="xs">
            <Text size="sm">Publish this TXT record at your DNS provider, then press Verify.</Text>
            <CopyField
              label="TXT record name"
              value={domain.domain}
              copyLabel={`TXT record name for ${domain.domain}`}
            />
            <CopyField
              label="TXT record value"
              value={domain.txt_value}
              copyLabel={`TXT record value for ${domain.domain}`}
            />
          </Stack>
        )}
        {refusal && (
          <Alert color="red" role="alert" p="xs">
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function unique(value: string, index: number, all: string[]): boolean {
  return all.indexOf(value) === index;
}
