import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { PageLoader } from '../../../layout/page-loader';
import { groupByTag, useOpenApiDocument } from '../api/openapi';
import { OperationItem, SchemaBlock } from '../components/operation-card';

/** The API reference, rendered from /v1/openapi.json (generated from the operations manifest). */
export default function ApiDocsPage() {
  const { t } = useLingui();
  const doc = useOpenApiDocument();
  if (doc.isPending) return <PageLoader />;
  if (doc.isError) return <Alert color="red">{specText(MSG.GENERIC_ERROR)}</Alert>;
  const groups = groupByTag(doc.data);
  const version = doc.data.info?.version ?? t`unknown`;
  const openapi = doc.data.openapi ?? '';

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz={30}>
          {doc.data.info?.title ?? t`API Reference`}
        </Title>
        <Text c="dimmed">
          <Trans>
            Version {version} · OpenAPI {openapi} ·{' '}
            <Anchor href="/v1/openapi.json" target="_blank" rel="noopener">
              openapi.json
            </Anchor>
          </Trans>
        </Text>
        {doc.data.info?.description && <Text>{doc.data.info.description}</Text>}
      </Stack>
      {groups.map(([tag, views]) => (
        <Stack gap="xs" key={tag}>
          <Title order={2} fz={22}>
            {tag}
          </Title>
          <Accordion variant="separated" multiple chevronPosition="right">
            {views.map((view) => (
              <OperationItem key={`${view.method} ${view.path}`} view={view} doc={doc.data} />
            ))}
          </Accordion>
        </Stack>
      ))}
      {Object.keys(doc.data.components?.schemas ?? {}).length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz={22}>
            <Trans>Shared schemas</Trans>
          </Title>
          {Object.entries(doc.data.components?.schemas ?? {}).map(([name, schema]) => (
            <Stack gap={4} key={name}>
              <Text fw={600}>{name}</Text>
              <SchemaBlock schema={schema} label={t`${name} schema`} />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
