import { Trans, useLingui } from '@lingui/react/macro';
import { AuditLogScreen } from '../components/audit-log-screen';

const OWN_COMPANY = {};

/** Admin › Audit Log: every change made in the company, who made it and when, newest first. */
export default function AuditLogPage() {
  const { t } = useLingui();
  return (
    <AuditLogScreen
      title={t`Audit Log`}
      intro={
        <Trans>
          Every change made to your company&apos;s people, courses, records and settings: who made it, when, and the
          values before and after. Events cannot be changed or removed.
        </Trans>
      }
      scope={OWN_COMPANY}
      caption={t`Audit log events`}
    />
  );
}
