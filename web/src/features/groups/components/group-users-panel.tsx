import { useMemo, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { MSG, type TGroup, type TGroupUser } from '@skillway/shared';
import { pickerPersonColumns } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { PanelFooter } from '../../../components/panel-form';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useAssignGroupUsers } from '../api/mutations';
import { useGroupCandidates } from '../api/queries';
import { LoadError } from '../../../components/load-error';

type TShow = 'all' | 'assigned' | 'unassigned';

const fullName = (u: TGroupUser) => `${u.first_name} ${u.last_name}`;

function matches(user: TGroupUser, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [user.first_name, user.last_name, user.email, fullName(user)].some((v) => v.toLowerCase().includes(needle));
}

function GroupUsersEditor({ group, users, onDone }: { group: TGroup; users: TGroupUser[]; onDone: () => void }) {
  const { t } = useLingui();
  const assign = useAssignGroupUsers();
  // Made on render, so the headings follow the active language.
  const columns = pickerPersonColumns<TGroupUser>();
  // Ticked = member after saving. Starts as the group's current members.
  const [members, setMembers] = useState<Set<string>>(() => new Set(users.filter((u) => u.assigned).map((u) => u.id)));
  const [show, setShow] = useState<TShow>('all');
  const list = useListParams();
  const { page, limit, search } = list.params;

  // The Assigned / Unassigned views follow the saved state, so a row does not vanish the moment it is ticked.
  const visible = useMemo(
    () => users.filter((u) => (show === 'all' || (show === 'assigned') === u.assigned) && matches(u, search)),
    [users, show, search],
  );
  const pageRows = visible.slice((page - 1) * limit, page * limit);

  const assignUsers = users.filter((u) => !u.assigned && members.has(u.id)).map((u) => u.id);
  const unassignUsers = users.filter((u) => u.assigned && !members.has(u.id)).map((u) => u.id);
  const changed = assignUsers.length + unassignUsers.length > 0;
  const groupName = group.name;
  const memberCount = members.size;
  const adding = assignUsers.length;
  const removing = unassignUsers.length;

  const save = () =>
    assign.mutate(
      { id: group.id, body: { assign_users: assignUsers, unassign_users: unassignUsers } },
      {
        onSuccess: () => {
          notifySuccess(specText(MSG.GROUP_USERS_UPDATED));
          onDone();
        },
        onError: (error) => notifyApiError(error),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>
          Tick the users who belong to <b>{groupName}</b>. Members are enrolled on the group's courses and playlists; a
          user who leaves loses only what they had through this group.
        </Trans>
      </Text>
      <ListCard
        framed={false}
        search={{ label: t`Filter users`, delayMs: 0 }}
        filters={
          <SegmentedControl
            aria-label={t`Show users`}
            value={show}
            onChange={(value) => {
              setShow(value as TShow);
              list.resetPage();
            }}
            data={[
              { value: 'all', label: t`All` },
              { value: 'assigned', label: t`Assigned` },
              { value: 'unassigned', label: t`Unassigned` },
            ]}
          />
        }
        list={list}
        total={visible.length}
        caption={t`Users of ${groupName}`}
        columns={columns}
        rows={pageRows}
        rowId={(u) => u.id}
        rowLabel={fullName}
        empty={users.length === 0 ? t`No Users Found` : t`No users match the filter.`}
        selection={{ selected: members, onChange: setMembers }}
        minWidth={420}
      />
      <PanelFooter
        onCancel={onDone}
        onSubmit={save}
        submitLabel={t`Save Users`}
        submitting={assign.isPending}
        submitDisabled={!changed}
      >
        <Text size="sm" c="dimmed" aria-live="polite">
          <Plural value={memberCount} one="# member" other="# members" />
          {changed && ` ${t`(${adding} to add, ${removing} to remove)`}`}
        </Text>
      </PanelFooter>
    </Stack>
  );
}

/** Manage Users of a group: assigned and unassigned users with a filter; ticking decides membership. */
export function GroupUsersPanel({ group, onClose }: { group: TGroup | null; onClose: () => void }) {
  const { t } = useLingui();
  const candidates = useGroupCandidates(group?.id ?? null);
  return (
    <SidePanel opened={group !== null} onClose={onClose} title={t`Manage Users`} size={720}>
      {group && candidates.isPending && (
        <Text c="dimmed">
          <Trans>Loading users…</Trans>
        </Text>
      )}
      {group && candidates.isError && <LoadError onRetry={candidates.refetch} />}
      {group && candidates.isSuccess && (
        <GroupUsersEditor key={group.id} group={group} users={candidates.data} onDone={onClose} />
      )}
    </SidePanel>
  );
}
