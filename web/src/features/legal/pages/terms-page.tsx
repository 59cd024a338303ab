import { Link } from '@tanstack/react-router';
import { FREE_TRIAL_DAYS } from '@skillway/shared';
import { BRAND } from '../../../app/brand';
import { LegalPage } from '../components/legal-page';

const { legalName, helpEmail, jurisdiction } = BRAND;

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="1 July 2025">
      <p>
        These terms govern your organisation&apos;s use of Skillway, the online learning platform provided by{' '}
        {legalName}, registered in {jurisdiction}. By creating an account you accept them on behalf of your organisation
        (the &ldquo;customer&rdquo;).
      </p>

      <h2>1. Free trial</h2>
      <p>
        A new account starts with a {FREE_TRIAL_DAYS}-day free trial; no payment card is needed. At the end of the trial
        the account is paused until it is upgraded to a subscription. Users can still sign in while an account is
        paused, but administration is not available.
      </p>

      <h2>2. Subscriptions</h2>
      <p>
        Subscriptions are priced by employee band, which sets the maximum number of users. Unless agreed otherwise a
        subscription runs for 12 months and renews automatically; to stop a renewal, cancel at least 30 days before the
        renewal date. Upgrading to a larger band is charged pro rata. Prices are shown in pounds sterling and exclude
        VAT.
      </p>

      <h2>3. Accounts and acceptable use</h2>
      <p>
        The customer is responsible for the users it invites, for keeping sign-in details confidential and for the
        content it uploads. You must not upload unlawful material or material you do not have the right to share,
        attempt to access other customers&apos; data, or disrupt the service.
      </p>

      <h2>4. Your content and data</h2>
      <p>
        Content you upload remains yours; you give us the right to store and show it to your users so that we can
        provide the service. We process your users&apos; personal data as your processor, as set out in our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>, which forms our data processing agreement with you.
      </p>

      <h2>5. Service</h2>
      <p>
        We aim to keep Skillway available at all times and to announce planned maintenance in advance. We may improve
        and change features; we will not remove a core feature you rely on during your subscription without notice.
      </p>

      <h2>6. Liability</h2>
      <p>
        Nothing in these terms limits liability for death or personal injury caused by negligence, or for fraud.
        Otherwise, our total liability in any 12 months is limited to the fees paid for the service in that period, and
        neither party is liable for indirect or consequential loss.
      </p>

      <h2>7. Ending the agreement</h2>
      <p>
        Either party may end the agreement if the other materially breaches it and does not put the breach right within
        30 days of notice. After the account closes you may ask for an export of your data within 30 days; we then
        delete it as described in our Privacy Policy.
      </p>

      <h2>8. Law and contact</h2>
      <p>
        These terms are governed by the law of {jurisdiction}, whose courts have exclusive jurisdiction. Questions:{' '}
        <a href={`mailto:${helpEmail}`}>{helpEmail}</a>.
      </p>
    </LegalPage>
  );
}
