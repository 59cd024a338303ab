import { Trans, useLingui } from '@lingui/react/macro';
import { PLATFORM_COMPANY_ID } from '@skillway/shared';
import { AuditLogScreen } from '../components/audit-log-screen';

const PLATFORM = { companyId: PLATFORM_COMPANY_ID };

/** The platform console's Audit Log: the super administrators' and the system's platform actions. */
export default function PlatformAuditLogPage() {
  const { t } = useLingui();
  return (
    <AuditLogScreen
      title={t`Platform Audit Log`}
      intro={<Trans>Actions on the platform itself. A company&apos;s own log is on its page, under Audit Log.</Trans>}
      scope={PLATFORM}
      caption={t`Platform audit log events`}
    />
  );
}
