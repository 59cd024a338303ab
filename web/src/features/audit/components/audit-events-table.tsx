import { Fragment, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { TAuditEvent } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import {
  actorWords,
  auditDetailText,
  auditOutcomeText,
  auditTime,
  auditValueText,
  targetTypeLabel,
} from '../lib/audit-words';
import { useFieldLabels } from '../lib/field-labels';

/** One event's changed fields, before → after (a created record has no before, a removed one no after). */
function ChangesTable({ event, fieldLabel }: { event: TAuditEvent; fieldLabel: (field: string) => string }) {
  const { t } = useLingui();
  if (event.changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No field changed (the event records an action, not a change).</Trans>
      </Text>
    );
  }
  const action = specText(event.action_label);
  return (
    <Table withTableBorder withColumnBorders fz="sm" layout="fixed" miw={480} aria-label={t`Changes: ${action}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="24%">
            <Trans>Field</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Before</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>After</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {event.changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Th scope="row" fw={500}>
              {fieldLabel(change.field)}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{changeValueText(change.field, change.before)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{changeValueText(change.field, change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A read's fixed `detail` (verify chain) in the active language; any other value as recorded. */
function changeValueText(field: string, value: unknown): string {
  return field === 'detail' && typeof value === 'string' ? auditDetailText(value) : auditValueText(value);
}

function EventDetails({ event, fieldLabel }: { event: TAuditEvent; fieldLabel: (field: string) => string }) {
  const { t } = useLingui();
  const requestId = event.request_id;
  const address = event.source_ip || t`unknown address`;
  const outcome = auditOutcomeText(event.outcome);
  return (
    <Stack gap="xs" py="xs">
      <ChangesTable event={event} fieldLabel={fieldLabel} />
      <Text size="xs" c="dimmed">
        <Trans>
          Request {requestId} · from {address} · outcome {outcome}
        </Trans>
        {event.pseudonymised ? ` · ${t`personal data replaced by a pseudonym`}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * The log's events, newest first: when, who, what and on which record; each row opens to its changed fields
 * (a disclosure button, so the keyboard opens it too). `showTarget` is off where every event is about one record.
 */
export function AuditEventsTable({
  events,
  caption,
  showTarget = true,
}: {
  events: readonly TAuditEvent[];
  caption: string;
  showTarget?: boolean;
}) {
  const { t } = useLingui();
  // Loading from the first render, so the labels are there by the time a row is opened.
  const fieldLabel = useFieldLabels();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = showTarget ? 5 : 4;

  return (
    <Table.ScrollContainer minWidth={showTarget ? 760 : 600}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <VisuallyHidden>
                <Trans>Changes</Trans>
              </VisuallyHidden>
            </Table.Th>
            <Table.Th>
              <Trans>When</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actor</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Action</Trans>
            </Table.Th>
            {showTarget && (
              <Table.Th>
                <Trans>Target</Trans>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => {
            const expanded = open.has(event.id);
            const actor = actorWords(event.actor);
            const detailsId = `audit-event-${event.id}`;
            // Events of one action in one second (a schedule's run) differ by their target and their place in the log.
            const action = specText(event.action_label);
            const target = event.target.name || event.target.type;
            const time = auditTime(event.at);
            const seq = event.seq;
            const label = expanded
              ? t`Hide changes: ${action}, ${target}, ${time}, event ${seq}`
              : t`Show changes: ${action}, ${target}, ${time}, event ${seq}`;
            return (
              <Fragment key={event.id}>
                <Table.Tr>
                  <Table.Td>
                    <Tooltip label={expanded ? t`Hide changes` : t`Show changes`} withinPortal>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={label}
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        onClick={() => toggle(event.id)}
                      >
                        {expanded ? (
                          <IconChevronDown size={18} aria-hidden />
                        ) : (
                          <IconChevronRight size={18} aria-hidden />
                        )}
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={event.at}>{auditTime(event.at)}</time>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {actor.name}
                    </Text>
                    {actor.detail && (
                      <Text size="xs" c="dimmed">
                        {actor.detail}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{action}</Text>
                    {event.outcome === 'partial' && (
                      <Badge size="sm" variant="light" color="orange">
                        <Trans>Partly done</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                  {showTarget && (
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {targetTypeLabel(event.target.type)}
                      </Text>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {event.target.name || event.target.id}
                      </Text>
                    </Table.Td>
                  )}
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={detailsId}>
                    <Table.Td />
                    <Table.Td colSpan={columns - 1}>
                      <EventDetails event={event} fieldLabel={fieldLabel} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
