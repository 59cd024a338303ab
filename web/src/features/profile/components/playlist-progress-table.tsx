import { Badge, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TUserPlaylistRow } from '@skillway/shared';
import { ButtonLink } from '../../../components/links/button-link';
import type { TColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/list-card';
import type { TListControls } from '../../../lib/use-list-params';

function columns(canView: boolean): TColumn<TUserPlaylistRow>[] {
  const base: TColumn<TUserPlaylistRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {r.name}
          </Text>
          {/* Only a manager's or administrator's view lists playlists the learner cannot open yet. */}
          {!r.published && (
            <Badge size="xs" color="gray" variant="light">
              Unpublished
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'modules', header: 'Modules', sortKey: 'total_modules', cell: (r) => r.total_modules },
    { key: 'enrolled', header: 'Date Enrolled', sortKey: 'enrolled_at', cell: (r) => r.enrolled_date_formatted ?? '' },
    { key: 'deadline', header: 'Deadline', sortKey: 'deadline', cell: (r) => r.deadline_formatted ?? '' },
  ];
  if (!canView) return base;
  return [
    ...base,
    {
      key: 'view',
      header: 'Action',
      cell: (r) => (
        <ButtonLink
          to="/playlist/details/$id"
          params={{ id: r.id }}
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={`View ${r.name}`}
        >
          View
        </ButtonLink>
      ),
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
  return (
    <PagedTable
      caption={caption}
      columns={columns(canView)}
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
