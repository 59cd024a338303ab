import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FREE_TRIAL_DAYS } from '@skillway/shared';
import { BRAND } from '../../../app/brand';
import { useJurisdiction } from '../components/jurisdiction';
import { LegalPage } from '../components/legal-page';

const { legalName, helpEmail } = BRAND;

export default function TermsPage() {
  const { t } = useLingui();
  const jurisdiction = useJurisdiction();
  return (
    <LegalPage title={t`Terms of Service`} updated="1 July 2025">
      <p>
        <Trans>
          These terms govern your organisation&apos;s use of Skillway, the online learning platform provided by{' '}
          {legalName}, registered in {jurisdiction}. By creating an account you accept them on behalf of your
          organisation (the &ldquo;customer&rdquo;).
        </Trans>
      </p>

      <h2>
        <Trans>1. Free trial</Trans>
      </h2>
      <p>
        <Trans>
          A new account starts with a {FREE_TRIAL_DAYS}-day free trial; no payment card is needed. At the end of the
          trial the account is paused until it is upgraded to a subscription. Users can still sign in while an account
          is paused, but administration is not available.
        </Trans>
      </p>

      <h2>
        <Trans>2. Subscriptions</Trans>
      </h2>
      <p>
        <Trans>
          Subscriptions are priced by employee band, which sets the maximum number of users. Unless agreed otherwise a
          subscription runs for 12 months and renews automatically; to stop a renewal, cancel at least 30 days before
          the renewal date. Upgrading to a larger band is charged pro rata. Prices are shown in pounds sterling and
          exclude VAT.
        </Trans>
      </p>

      <h2>
        <Trans>3. Accounts and acceptable use</Trans>
      </h2>
      <p>
        <Trans>
          The customer is responsible for the users it invites, for keeping sign-in details confidential and for the
          content it uploads. You must not upload unlawful material or material you do not have the right to share,
          attempt to access other customers&apos; data, or disrupt the service.
        </Trans>
      </p>

      <h2>
        <Trans>4. Your content and data</Trans>
      </h2>
      <p>
        <Trans>
          Content you upload remains yours; you give us the right to store and show it to your users so that we can
          provide the service. We process your users&apos; personal data as your processor, as set out in our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>, which forms our data processing agreement with you.
        </Trans>
      </p>

      <h2>
        <Trans>5. Service</Trans>
      </h2>
      <p>
        <Trans>
          We aim to keep Skillway available at all times and to announce planned maintenance in advance. We may improve
          and change features; we will not remove a core feature you rely on during your subscription without notice.
        </Trans>
      </p>

      <h2>
        <Trans>6. Liability</Trans>
      </h2>
      <p>
        <Trans>
          Nothing in these terms limits liability for death or personal injury caused by negligence, or for fraud.
          Otherwise, our total liability in any 12 months is limited to the fees paid for the service in that period,
          and neither party is liable for indirect or consequential loss.
        </Trans>
      </p>

      <h2>
        <Trans>7. Ending the agreement</Trans>
      </h2>
      <p>
        <Trans>
          Either party may end the agreement if the other materially breaches it and does not put the breach right
          within 30 days of notice. After the account closes you may ask for an export of your data within 30 days; we
          then delete it as described in our Privacy Policy.
        </Trans>
      </p>

      <h2>
        <Trans>8. Law and contact</Trans>
      </h2>
      <p>
        <Trans>
          These terms are governed by the law of {jurisdiction}, whose courts have exclusive jurisdiction. Questions:{' '}
          <a href={`mailto:${helpEmail}`}>{helpEmail}</a>.
        </Trans>
      </p>
    </LegalPage>
  );
}
