import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Accordion, Alert, Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { MSG, PLAYLIST_LIMITS, type TCourse, type TPlaylist } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { SearchInput } from '../../../components/search-input';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useSavePlaylistCourses } from '../api/mutations';
import { usePlaylist } from '../api/queries';
import { useCompanyCourses } from '../api/admin-queries';
import { coursesAfter, matchesName } from '../lib/course-selection';
import { PublishedMark } from '../../../components/published-mark';
import { PanelFooter } from '../../../components/panel-form';
import { LoadError } from '../../../components/load-error';

interface TCourseRow {
  id: string;
  name: string;
  published: boolean;
}

function Section(props: {
  value: string;
  title: string;
  hint: string;
  rows: TCourseRow[];
  loading: boolean;
  empty: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useLingui();
  const columns = useMemo<readonly TColumn<TCourseRow>[]>(
    () => [
      { key: 'name', header: t`Course`, cell: (c) => c.name },
      { key: 'published', header: t`Published`, width: 110, cell: (c) => <PublishedMark published={c.published} /> },
    ],
    [t],
  );
  const count = props.rows.length;
  const ticked = props.selected.size;
  return (
    <Accordion.Item value={props.value}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{props.title}</Text>
          <Badge variant="light" color="gray" aria-label={t`${count} courses`}>
            {props.rows.length}
          </Badge>
          {ticked > 0 && <Badge variant="light">{t`${ticked} ticked`}</Badge>}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {props.hint}
          </Text>
          <DataTable
            caption={props.title}
            columns={columns}
            rows={props.rows}
            rowId={(c) => c.id}
            rowLabel={(c) => c.name}
            loading={props.loading}
            empty={props.empty}
            selection={{ selected: props.selected, onChange: props.onChange }}
            minWidth={300}
          />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function CoursesForm({ playlist, onDone }: { playlist: TPlaylist; onDone: () => void }) {
  const { t } = useLingui();
  const current = usePlaylist(playlist.id, 'modules', { snapshot: true });
  const courses = useCompanyCourses(true);
  const save = useSavePlaylistCourses();
  const [filter, setFilter] = useState('');
  const [toRemove, setToRemove] = useState<Set<string>>(new Set());
  const [toAdd, setToAdd] = useState<Set<string>>(new Set());

  const split = useMemo(() => {
    const inPlaylist = (current.data?.modules ?? []).map((m) => m.id);
    const held = new Set(inPlaylist);
    const all: TCourse[] = courses.data ?? [];
    const byId = new Map(all.map((c) => [c.id, c]));
    const assigned = inPlaylist.flatMap((id) => {
      const course = byId.get(id);
      return course ? [{ id, name: course.name, published: course.published }] : [];
    });
    const unassigned = all
      .filter((c) => !held.has(c.id))
      .map((c) => ({ id: c.id, name: c.name, published: c.published }));
    return { inPlaylist, assigned, unassigned };
  }, [current.data, courses.data]);

  const shown = {
    assigned: split.assigned.filter((c) => matchesName(c.name, filter)),
    unassigned: split.unassigned.filter((c) => matchesName(c.name, filter)),
  };
  const after = coursesAfter(
    split.inPlaylist,
    { assigned: toRemove, unassigned: toAdd },
    split.unassigned.map((c) => c.id),
  );
  const tooMany = after.length > PLAYLIST_LIMITS.modulesMax;
  const changed = toRemove.size + toAdd.size > 0;

  const submit = () =>
    save.mutate(
      { id: playlist.id, modules: after },
      {
        onSuccess: () => {
          notifySuccess(specText(MSG.PLAYLIST_COURSES_SAVED));
          onDone();
        },
        onError: (error) => notifyApiError(error, specText(MSG.PLAYLIST_SAVE_ERROR)),
      },
    );

  if (current.isPending || courses.isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the courses`} />
      </Center>
    );
  }
  if (current.isError || courses.isError)
    return (
      <LoadError
        onRetry={() => {
          void current.refetch();
          void courses.refetch();
        }}
      />
    );

  return (
    <Stack gap="md">
      <SearchInput label={t`Search Courses`} onSearch={setFilter} />
      <Accordion multiple defaultValue={['assigned', 'unassigned']} variant="separated">
        <Section
          value="assigned"
          title={t`Courses Assigned`}
          hint={t`Tick the courses to take out of this playlist. Its users keep them only if they have them another way.`}
          rows={shown.assigned}
          loading={current.isFetching}
          empty={filter ? t`No assigned courses match the search.` : t`This playlist has no courses yet.`}
          selected={toRemove}
          onChange={setToRemove}
        />
        <Section
          value="unassigned"
          title={t`Courses Unassigned`}
          hint={t`Tick the courses to add. They go to Unassigned Modules: organise them onto levels afterwards.`}
          rows={shown.unassigned}
          loading={courses.isFetching}
          empty={filter ? t`No other courses match the search.` : t`Every course is in this playlist.`}
          selected={toAdd}
          onChange={setToAdd}
        />
      </Accordion>
      {tooMany && <Alert color="red">{specText(MSG.PLAYLIST_MODULES_LIMIT)}</Alert>}
      <PanelFooter
        onCancel={onDone}
        onSubmit={submit}
        submitLabel={t`Save Courses`}
        submitting={save.isPending}
        submitDisabled={!changed || tooMany}
      />
    </Stack>
  );
}

/** Add / Remove Courses for one playlist; keyed by playlist so each opening starts with nothing ticked. */
export function CoursesPanel({ playlist, onClose }: { playlist: TPlaylist | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = playlist?.name;
  return (
    <SidePanel
      opened={playlist !== null}
      onClose={onClose}
      title={playlist ? t`Add / Remove Courses: ${name}` : t`Add / Remove Courses`}
      size={640}
    >
      {playlist && <CoursesForm key={playlist.id} playlist={playlist} onDone={onClose} />}
    </SidePanel>
  );
}
