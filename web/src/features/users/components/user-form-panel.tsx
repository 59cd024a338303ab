import { useLingui } from '@lingui/react/macro';
import { Center, Divider, Loader, Stack } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { ROLE } from '@skillway/shared';
import { useSession } from '../../../api';
import { SidePanel } from '../../../components/side-panel';
import { useProfile } from '../../profile/api/queries';
import { useUserDetail } from '../api/queries';
import { UserForm } from './user-form';
import { ResetTwoStepButton } from './reset-two-step-button';

/** The Add / Edit User panel: `id` null adds a user. Closing keeps `id` so the panel's content stays during its exit. */
export interface TUserPanelState {
  opened: boolean;
  id: string | null;
}

export const CLOSED_USER_PANEL: TUserPanelState = { opened: false, id: null };

/**
 * Add User / Edit User in the side panel. Edit loads the user afresh (groups, team) before showing the form;
 * a Team Manager (on My Team) gets the same form without the Access Level.
 */
export function UserFormPanel({ state, onClose }: { state: TUserPanelState; onClose: () => void }) {
  const { t } = useLingui();
  const session = useSession();
  const profile = useProfile();
  const detail = useUserDetail(state.opened ? state.id : null);
  const editorRoleId = profile.data?.role_id ?? session?.user.role_id ?? ROLE.USER;
  const editorId = session?.user.id ?? '';

  let body = null;
  if (state.opened && state.id === null) {
    body = <UserForm key="new" user={null} editorRoleId={editorRoleId} editorId={editorId} onDone={onClose} />;
  } else if (state.opened) {
    if (detail.isPending)
      body = (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading user`} />
        </Center>
      );
    else if (detail.isError) body = <LoadError onRetry={detail.refetch} />;
    else
      body = (
        <Stack gap="lg">
          <UserForm
            key={detail.data.id}
            user={detail.data}
            editorRoleId={editorRoleId}
            editorId={editorId}
            onDone={onClose}
          />
          {/* A lost phone: only the company's administrator resets two-step verification (one the user has set up),
              never their own here. */}
          {editorRoleId === ROLE.ADMIN && detail.data.id !== editorId && detail.data.two_step_enabled && (
            <>
              <Divider />
              <ResetTwoStepButton userId={detail.data.id} />
            </>
          )}
        </Stack>
      );
  }

  return (
    <SidePanel opened={state.opened} onClose={onClose} title={state.id === null ? t`Add User` : t`Edit User`}>
      {body}
    </SidePanel>
  );
}
