import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SSO_ERROR, SSO_ERROR_MESSAGES, SSO_ERROR_PARAM, type TSsoError } from '@skillway/shared';
import { useSearchParam } from '../../../lib/use-search-param';
import { landing } from '../../../routes/landing';
import { restoreSsoSession } from '../lib/restore-session';

/** A refusal code the login page can explain; anything else reads as the general failure. */
function knownError(code: string): TSsoError {
  return code in SSO_ERROR_MESSAGES ? (code as TSsoError) : SSO_ERROR.FAILED;
}

/**
 * Where the API sends the browser after the identity provider: the session is restored from the refresh cookie the
 * callback set, then the user lands where a password sign-in lands them (a learner on My Courses). A refusal the API
 * already named (`sso_error`), or a session that cannot be restored, goes to the login page with its explanation.
 */
export default function SsoCompletePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refused = useSearchParam(SSO_ERROR_PARAM);

  useEffect(() => {
    let left = false;
    const toLogin = (code: TSsoError) =>
      void navigate({ href: `/login?${SSO_ERROR_PARAM}=${encodeURIComponent(code)}`, replace: true });
    if (refused !== null) {
      toLogin(knownError(refused));
      return;
    }
    restoreSsoSession(queryClient).then(
      (user) => {
        if (!left) void navigate({ href: landing(user.role_id), replace: true });
      },
      () => {
        if (!left) toLogin(SSO_ERROR.FAILED);
      },
    );
    return () => {
      left = true;
    };
  }, [navigate, queryClient, refused]);

  return (
    <Center mih={240}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader role="img" aria-label={t`Signing you in`} />
        <Title order={1} fz="xl">
          <Trans>Signing you in…</Trans>
        </Title>
      </Stack>
    </Center>
  );
}
