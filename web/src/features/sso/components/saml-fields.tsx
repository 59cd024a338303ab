import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, FileInput, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { SSO_LIMITS, type TSsoConnection } from '@skillway/shared';
import { formatShortDate } from '../../../lib/format-date';
import type { TMetadataSource } from '../lib/connection-form-values';
import { certificateExpiry } from '../lib/certificate-expiry';
import type { TConnectionForm } from './form-types';

const SOURCES: { value: TMetadataSource; label: MessageDescriptor }[] = [
  { value: 'xml', label: msg`Paste XML` },
  { value: 'file', label: msg`Upload file` },
  { value: 'url', label: msg`Metadata URL` },
];

/**
 * A SAML 2.0 identity provider, from its metadata: pasted, uploaded (read here as text and sent as the same XML) or
 * a URL the server fetches (and again as the signing certificate nears expiry, so a rolled-over one is picked up). An
 * edit leaves the metadata empty to keep what is stored, and shows what was read from it.
 */
export function SamlFields({
  form,
  connection,
  disabled,
}: {
  form: TConnectionForm;
  connection: TSsoConnection | null;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { source } = form.values.saml;
  const stored = connection?.saml ?? null;
  const keepHint = stored ? t`Leave empty to keep the metadata already read.` : undefined;
  const maxKb = SSO_LIMITS.METADATA_MAX_BYTES / 1024;
  const xmlError = form.errors['saml.metadata_xml'];

  // The chosen file is only shown here; what is sent is its text, in saml.metadata_xml.
  const [file, setFile] = useState<File | null>(null);
  const readFile = async (chosen: File | null) => {
    // The name shows once the text is in the form, so a save never sends a file not yet read.
    const xml = chosen ? await readText(chosen) : '';
    setFile(chosen);
    form.setFieldValue('saml.metadata_xml', xml);
    form.clearFieldError('saml.metadata_xml');
  };

  return (
    <Stack gap="sm">
      {stored && <StoredMetadata saml={stored} />}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sso-metadata-source">
          <Trans>IdP metadata</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="sso-metadata-source"
          data={SOURCES.map((option) => ({ value: option.value, label: t(option.label) }))}
          disabled={disabled}
          value={source}
          onChange={(value) => {
            form.setFieldValue('saml.source', value as TMetadataSource);
            form.setFieldValue('saml.metadata_xml', '');
            setFile(null);
          }}
          fullWidth
        />
      </Stack>
      {source === 'xml' && (
        <Textarea
          label={t`Metadata XML`}
          description={keepHint ?? t`Paste the federation metadata XML your identity provider gives you.`}
          required={!stored}
          disabled={disabled}
          autosize
          minRows={5}
          maxRows={12}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          {...form.getInputProps('saml.metadata_xml')}
        />
      )}
      {source === 'file' && (
        <FileInput
          label={t`Metadata file`}
          description={keepHint ?? t`The IdP's metadata XML file (at most ${maxKb} KB).`}
          placeholder={t`Choose an XML file`}
          accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
          required={!stored}
          disabled={disabled}
          clearable
          leftSection={<IconFileCode size={16} aria-hidden />}
          error={xmlError}
          value={file}
          onChange={(chosen) => void readFile(chosen)}
        />
      )}
      {source === 'url' && (
        <TextInput
          label={t`Metadata URL`}
          description={t`Read when saved, and again as its signing certificate nears expiry, so a new certificate is picked up.`}
          required={!stored}
          type="url"
          disabled={disabled}
          maxLength={SSO_LIMITS.URL_MAX}
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('saml.metadata_url')}
        />
      )}
    </Stack>
  );
}

/** What the stored metadata said: the IdP's entity id, its sign-in URL and its signing certificates' expiry. */
function StoredMetadata({ saml }: { saml: NonNullable<TSsoConnection['saml']> }) {
  return (
    <Stack gap={6} p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text size="sm">
        <Text span fw={500}>
          <Trans>IdP entity ID:</Trans>
        </Text>{' '}
        <Text span style={{ overflowWrap: 'anywhere' }}>
          {saml.idp_entity_id}
        </Text>
      </Text>
      <Text size="sm">
        <Text span fw={500}>
          <Trans>IdP sign-in URL:</Trans>
        </Text>{' '}
        <Text span style={{ overflowWrap: 'anywhere' }}>
          {saml.idp_sso_url}
        </Text>
      </Text>
      {saml.certificates.map((certificate, index) => {
        const expiry = certificateExpiry(certificate.not_after);
        const number = saml.certificates.length > 1 ? index + 1 : '';
        return (
          <Group key={`${certificate.subject}-${index}`} gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              <Trans>Signing certificate {number}</Trans>
            </Text>
            <Badge variant="light" color={expiry.color} tt="none" radius="sm">
              {expiry.text}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatShortDate(certificate.not_after)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** A chosen file's text (FileReader: read the same way in every browser the product supports). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
