import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { IconCircleCheck, IconPlus, IconTrash, IconWorldCheck } from '@tabler/icons-react';
import { SSO_LIMITS, ZSsoDomainBody, type TSsoDomain } from '@skillway/shared';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
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
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            <Trans>Email domains</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              People whose email address is on a verified domain are sent to your identity provider from the login page.
              Prove you own a domain by publishing a DNS TXT record on it.
            </Trans>
          </Text>
        </div>
        <AddDomainForm full={domains.length >= SSO_LIMITS.DOMAINS_MAX} />
        {domains.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No domains yet.</Trans>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Email domains`}>
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
  const { t } = useLingui();
  const add = useAddDomain();
  const max = SSO_LIMITS.DOMAINS_MAX;
  const form = useForm({ initialValues: { domain: '' }, validate: domainResolver });
  const submit = form.onSubmit((values) =>
    add.mutate(values.domain.trim().toLowerCase(), {
      onSuccess: (answer) => {
        notifySuccess(specText(answer.message));
        form.reset();
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t`Add a domain`}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t`Domain`}
          placeholder="example.com"
          description={full ? t`A company may verify at most ${max} domains.` : undefined}
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
          <Trans>Add domain</Trans>
        </Button>
      </Group>
    </form>
  );
}

function DomainRow({ domain }: { domain: TSsoDomain }) {
  const { t } = useLingui();
  const name = domain.domain;
  const verify = useVerifyDomain();
  const remove = useRemoveDomain();
  // Why the last Verify did not verify (the record is not there yet, or another organisation has the domain).
  const [refusal, setRefusal] = useState<string | null>(null);
  const verifiedOn = domain.verified_at ? formatShortDate(domain.verified_at) : '';

  const check = () => {
    setRefusal(null);
    verify.mutate(domain.domain, {
      onSuccess: (answer) => notifySuccess(specText(answer.message)),
      onError: (error) => {
        if (isApiError(error) && (error.status === 422 || error.status === 409)) {
          setRefusal([error.message, ...Object.values(error.errors).flat()].filter(unique).map(specText).join(' '));
        } else notifyApiError(error);
      },
    });
  };

  const confirmRemove = async () => {
    const ok = await confirmAction({
      title: t`Remove domain`,
      message: t`Remove ${name}? Its people are no longer sent to your identity provider from the login page.`,
      confirmLabel: t`Remove`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(domain.domain, {
      onSuccess: (answer) => notifySuccess(specText(answer.message)),
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
                <Trans>Verified</Trans>
              </Badge>
            ) : (
              <Badge variant="light" color="yellow" tt="none" radius="sm">
                <Trans>Not verified</Trans>
              </Badge>
            )}
            {domain.verified_at && (
              <Text size="sm" c="dimmed">
                <Trans>on {verifiedOn}</Trans>
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
                aria-label={t`Verify ${name}`}
              >
                <Trans>Verify</Trans>
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void confirmRemove()}
              aria-label={t`Remove ${name}`}
            >
              <Trans>Remove</Trans>
            </Button>
          </Group>
        </Group>
        {!domain.verified && (
          <Stack gap="xs">
            <Text size="sm">
              <Trans>Publish this TXT record at your DNS provider, then press Verify.</Trans>
            </Text>
            <CopyField label={t`TXT record name`} value={domain.domain} copyLabel={t`TXT record name for ${name}`} />
            <CopyField
              label={t`TXT record value`}
              value={domain.txt_value}
              copyLabel={t`TXT record value for ${name}`}
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
