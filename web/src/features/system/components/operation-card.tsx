import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useScrollRegion } from '../../../lib/use-scroll-region';
import type { TOpenApiDocument, TOperationView } from '../api/openapi';

const METHOD_COLOR: Record<string, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'grape',
  delete: 'red',
};

function refName(schema: unknown): string | null {
  const ref = (schema as { $ref?: unknown } | null)?.$ref;
  return typeof ref === 'string' ? (ref.split('/').pop() ?? ref) : null;
}

/** A schema's JSON, in a box that scrolls (by keyboard too) when it is long or wide. */
function SchemaCode({ schema, label }: { schema: unknown; label: string }) {
  const scrollRegion = useScrollRegion<HTMLPreElement>(label);
  return (
    <Code block style={{ maxHeight: 320, overflow: 'auto', fontSize: 12 }} {...scrollRegion}>
      {JSON.stringify(schema, null, 2)}
    </Code>
  );
}

/** A JSON Schema, or the name of a shared one (`$ref`) listed at the foot of the page. */
export function SchemaBlock({ schema, label }: { schema: unknown; label: string }) {
  if (schema === undefined) return null;
  const ref = refName(schema);
  if (ref) {
    return (
      <Text size="sm">
        <Trans>
          Body: <Code>{ref}</Code> (see Shared schemas)
        </Trans>
      </Text>
    );
  }
  return <SchemaCode schema={schema} label={label} />;
}

function firstSchema(content: Record<string, { schema?: unknown }> | undefined): unknown {
  return content ? Object.values(content)[0]?.schema : undefined;
}

/** Who may call it (the active language): the generator's description says it in words; otherwise the security requirement. */
function accessText(view: TOperationView, doc: TOpenApiDocument): string {
  const security = view.operation.security ?? doc.security;
  return security && security.length > 0 && Object.keys(security[0] ?? {}).length > 0 ? t`Bearer token.` : t`Public.`;
}

export function OperationItem({ view, doc }: { view: TOperationView; doc: TOpenApiDocument }) {
  const { t } = useLingui();
  const { method, path, operation } = view;
  const verb = method.toUpperCase();
  const value = `${method} ${path}`;
  const body = firstSchema(operation.requestBody?.content);
  return (
    <Accordion.Item value={value}>
      {/* Named by what it shows (method, path, summary): WCAG 2.5.3, label in name. */}
      <Accordion.Control>
        <Group gap="sm" wrap="nowrap">
          <Badge color={METHOD_COLOR[method] ?? 'gray'} variant="filled" w={72} style={{ flexShrink: 0 }}>
            {method.toUpperCase()}
          </Badge>
          <Code style={{ overflowWrap: 'anywhere' }}>{path}</Code>
          <Text size="sm" c="dimmed" visibleFrom="sm" truncate>
            {operation.summary}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {operation.summary && <Text hiddenFrom="sm">{operation.summary}</Text>}
          <Text size="sm">
            <strong>
              <Trans>Access:</Trans>
            </strong>{' '}
            {operation.description ?? accessText(view, doc)}
            {operation.operationId && (
              <>
                {' '}
                ·{' '}
                <strong>
                  <Trans>Operation:</Trans>
                </strong>{' '}
                <Code>{operation.operationId}</Code>
              </>
            )}
          </Text>
          {operation.parameters && operation.parameters.length > 0 && (
            <Table.ScrollContainer minWidth={400}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Parameter</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>In</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Required</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Description</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {operation.parameters.map((param) => (
                    <Table.Tr key={`${param.in}:${param.name}`}>
                      <Table.Td>
                        <Code>{param.name}</Code>
                      </Table.Td>
                      <Table.Td>{param.in}</Table.Td>
                      <Table.Td>{param.required ? t`yes` : t`no`}</Table.Td>
                      <Table.Td>{param.description ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {body !== undefined && (
            <div>
              <Text fw={600} size="sm" mb={4}>
                <Trans>Request body</Trans>
              </Text>
              <SchemaBlock schema={body} label={t`${verb} ${path} request body`} />
            </div>
          )}
          {Object.entries(operation.responses ?? {}).map(([status, response]) => (
            <div key={status}>
              <Text fw={600} size="sm" mb={4}>
                <Trans>Response {status}</Trans>
                {response.description ? `: ${response.description}` : ''}
              </Text>
              <SchemaBlock schema={firstSchema(response.content)} label={t`${verb} ${path} response ${status}`} />
            </div>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
