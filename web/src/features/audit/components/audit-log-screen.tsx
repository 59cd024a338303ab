import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { AuditLogView } from './audit-log-view';

type TScope = Parameters<typeof AuditLogView>[0]['scope'];

/** An audit log screen: its title, what the log holds, then the events of `scope`. */
export function AuditLogScreen(props: { title: string; intro: ReactNode; scope: TScope; caption: string }) {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <PageHeader title={props.title} />
        <Text size="sm" c="dimmed">
          {props.intro}
        </Text>
      </Stack>
      <AuditLogView scope={props.scope} caption={props.caption} />
    </Stack>
  );
}
