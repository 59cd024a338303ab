import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND } from '../../../app/brand';
import { LegalPage } from '../components/legal-page';

const { partnersEmail } = BRAND;

export default function PartnerProgrammePage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Partner Programme`}>
      <p>
        <Trans>
          HR consultants, training providers and software resellers recommend Skillway to the companies they work with.
          Our partner programme thanks them for it.
        </Trans>
      </p>
      <h2>
        <Trans>How it works</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            Apply by emailing <a href={`mailto:${partnersEmail}`}>{partnersEmail}</a> with your company name and how you
            work with your clients.
          </Trans>
        </li>
        <li>
          <Trans>
            Once approved you receive your own referral link, which looks like <code>/signup?afi=your-reference</code>.
            Anyone who opens it is remembered as your referral when they start their free trial, even if they sign up a
            few days later from the same browser.
          </Trans>
        </li>
        <li>
          <Trans>
            When a company you referred moves from its free trial to a paid subscription, you earn a share of its
            subscription fees for the first contract year, at the rate in your partner agreement.
          </Trans>
        </li>
      </ol>
      <h2>
        <Trans>What partners get</Trans>
      </h2>
      <ul>
        <li>
          <Trans>A dedicated contact for questions about your referrals.</Trans>
        </li>
        <li>
          <Trans>A statement of referred companies and commission each quarter.</Trans>
        </li>
        <li>
          <Trans>Early access to new features to show your clients.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Our commitments</Trans>
      </h2>
      <p>
        <Trans>
          We never share a referred company&apos;s training data with its partner; you see only whether it signed up and
          its subscription status. Partners must describe Skillway accurately and must not send unsolicited bulk email
          on our behalf.
        </Trans>
      </p>
    </LegalPage>
  );
}
