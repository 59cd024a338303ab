import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TUserPlaylistRow } from '@skillway/shared';
import { ButtonLink } from '../../../components/links/button-link';
import type { TColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/list-card';
import type { TListControls } from '../../../lib/use-list-params';
import { formatServerDay } from '../../../lib/format-server-day';

/** The columns in the active language (a hook: the table renders again when the language changes). */
function useColumns(canView: boolean): TColumn<TUserPlaylistRow>[] {
  const { t } = useLingui();
  const base: TColumn<TUserPlaylistRow>[] = [
    {
      key: 'name',
      header: t`Name`,
      sortKey: 'name',
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {r.name}
          </Text>
          {/* Only a manager's or administrator's view lists playlists the learner cannot open yet. */}
          {!r.published && (
            <Badge size="xs" color="gray" variant="light">
              <Trans>Unpublished</Trans>
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'modules', header: t`Modules`, sortKey: 'total_modules', cell: (r) => r.total_modules },
    {
      key: 'enrolled',
      header: t`Date Enrolled`,
      sortKey: 'enrolled_at',
      cell: (r) => formatServerDay(r.enrolled_date_formatted),
    },
    { key: 'deadline', header: t`Deadline`, sortKey: 'deadline', cell: (r) => formatServerDay(r.deadline_formatted) },
  ];
  if (!canView) return base;
  return [
    ...base,
    {
      key: 'view',
      header: t`Action`,
      cell: (r) => {
        const name = r.name;
        return (
          <ButtonLink
            to="/playlist/details/$id"
            params={{ id: r.id }}
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t`View ${name}`}
          >
            <Trans>View</Trans>
          </ButtonLink>
        );
      },
    },
  ];
}

interface TPlaylistProgressTableProps {
  rows: readonly TUserPlaylistRow[];
  total: number;
  loading: boolean;
  list: TListControls;
  caption: string;
  /** One's own playlists open in the learner's playlist screen; someone else's are listed only. */
  canView: boolean;
  empty: string;
}

/** Profile Playlists: name, modules and a view button, paged and sortable on the server. */
export function PlaylistProgressTable({
  rows,
  total,
  loading,
  list,
  caption,
  canView,
  empty,
}: TPlaylistProgressTableProps) {
  const columns = useColumns(canView);
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowId={(r) => r.id}
      loading={loading}
      empty={empty}
      list={list}
      total={total}
      minWidth={560}
    />
  );
}
