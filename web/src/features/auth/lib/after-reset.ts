import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MSG, type TResetAnswer } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { landing } from '../../../routes/landing';
import { startSession } from '../api/session-start';
import { setPendingTwoStep } from './pending-two-step';

/**
 * After a password is chosen the server signs the user in (POST /password/reset answers as /login does): the
 * session starts and the user lands where their role does, or the two-step screen asks for the second step.
 */
export function useSignInAfterReset(): (answer: TResetAnswer) => void {
  const navigate = useNavigate();
  return (answer) => {
    notifySuccess(specText(MSG.PASSWORD_RESET));
    if ('two_step' in answer) {
      setPendingTwoStep({ challenge: answer, redirect: undefined });
      void navigate({ href: '/login/two-step', replace: true });
      return;
    }
    startSession(answer);
    void navigate({ href: landing(answer.user.role_id), replace: true });
  };
}

/**
 * The link's token is a credential: once the page has read it, the address bar (and the history entry) keeps only
 * the page's path, so it is not left in the history, a screenshot or a shared screen.
 */
export function useDropLinkFromAddressBar(path: '/password-reset' | '/admin/password-reset', read: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (read) void navigate({ href: path, replace: true });
  }, [read, path, navigate]);
}
