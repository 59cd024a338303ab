import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BRAND } from '../../../app/brand';
import { useJurisdiction } from '../components/jurisdiction';
import { LegalPage } from '../components/legal-page';

const { legalName, privacyEmail } = BRAND;

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  const jurisdiction = useJurisdiction();
  return (
    <LegalPage title={t`Privacy Policy`} updated="1 July 2025">
      <p>
        <Trans>
          This policy explains how {legalName} (&ldquo;Skillway&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;), a company
          registered in {jurisdiction}, handles personal data when organisations and their staff use the Skillway
          learning platform and this website.
        </Trans>
      </p>

      <h2>
        <Trans>1. Who is responsible for your data</Trans>
      </h2>
      <p>
        <Trans>
          Skillway is provided to organisations (&ldquo;customers&rdquo;) who give their staff access to it. For the
          personal data of a customer&apos;s users &mdash; names, email addresses, course enrolments, progress, test
          results, certificates and external training records &mdash;{' '}
          <strong>the customer is the data controller</strong> and decides why and how that data is used.{' '}
          <strong>Skillway acts as a data processor</strong>: we process it only on the customer&apos;s documented
          instructions, under a data processing agreement that forms part of our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </Trans>
      </p>
      <p>
        <Trans>
          We are the controller only for the data we need to run our own relationship with customers: the contact and
          billing details of account administrators, enquiries sent to us, and marketing to business contacts.
        </Trans>
      </p>

      <h2>
        <Trans>2. The data we process</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Account data:</strong> first and last name, email address, role, company, profile picture and the
            password you choose (stored only as a one-way hash by our identity service).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Learning data:</strong> courses and playlists you are enrolled on, what you have watched or opened,
            progress, deadlines, test answers and scores, certificates and the external training you record.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Company and billing data:</strong> company name and address, employee band, subscription and
            invoices. Card payments are handled by our payment provider; we never see or store full card numbers.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical data:</strong> IP address, browser type, request identifiers and security logs, used to
            keep the service secure and working.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>3. How we use it and on what basis</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            To provide the platform to customers and their users (performance of our contract with the customer).
          </Trans>
        </li>
        <li>
          <Trans>
            To keep the service secure, for example limiting repeated failed sign-ins and investigating misuse
            (legitimate interests).
          </Trans>
        </li>
        <li>
          <Trans>To send service emails such as password resets, welcome emails and notifications (contract).</Trans>
        </li>
        <li>
          <Trans>To bill customers and meet our accounting and tax obligations (legal obligation).</Trans>
        </li>
        <li>
          <Trans>
            To tell business contacts about new features and offers (legitimate interests or consent, as the law
            requires); you can opt out at any time, see section 8.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>We do not sell personal data, and we do not use it for advertising profiles.</Trans>
      </p>

      <h2>
        <Trans>4. Cookies and local storage</Trans>
      </h2>
      <p>
        <Trans>
          Skillway uses only what is strictly necessary for the service to work. When you sign in, your session tokens
          are kept in your browser&apos;s local storage so that you stay signed in between pages; signing out removes
          them. If you arrive through a partner&apos;s link, the partner&apos;s reference is kept in local storage until
          you sign up, so that the partner can be credited. We do not use advertising or third-party tracking cookies.
          Our payment provider may set its own strictly necessary cookies on its payment form to prevent fraud. Should
          we ever add optional analytics, we will ask for your consent first.
        </Trans>
      </p>

      <h2>
        <Trans>5. Where your data is stored</Trans>
      </h2>
      <p>
        <Trans>
          Your data is stored with Amazon Web Services in data centres in the European Economic Area (EEA) and the
          United Kingdom, encrypted at rest and in transit. We do not transfer personal data outside the UK and the EEA
          unless the transfer is protected by an adequacy decision or by appropriate safeguards such as the EU Standard
          Contractual Clauses with the UK Addendum.
        </Trans>
      </p>

      <h2>
        <Trans>6. Who we share it with</Trans>
      </h2>
      <p>
        <Trans>
          We use a small number of sub-processors under written contracts: our cloud hosting and email delivery provider
          (Amazon Web Services) and our payment provider (Stripe, for billing customers only). Within a customer&apos;s
          account, administrators and, for their own team, managers can see users&apos; learning records, as the
          customer decides. We disclose data to authorities only where the law requires it.
        </Trans>
      </p>

      <h2>
        <Trans>7. How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          We keep customer data for as long as the customer&apos;s subscription lasts and delete it within 90 days after
          the account closes, unless the customer asks us to delete it sooner. Invoices are kept for six years to meet
          UK accounting rules. Security logs are kept for no longer than 12 months.
        </Trans>
      </p>

      <h2>
        <Trans>8. Your rights</Trans>
      </h2>
      <p>
        <Trans>
          Under the UK GDPR and the EU GDPR you have the right to access your personal data, to have it corrected or
          erased, to restrict or object to its processing, to receive it in a portable format, and to withdraw consent
          where processing relies on consent. Where your employer is the controller, please send your request to them
          first; we will help them answer it. You can also write to us at{' '}
          <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> and we will respond within one month.
        </Trans>
      </p>
      <p>
        <Trans>
          <strong>Marketing opt-out:</strong> to stop receiving marketing emails from us, email{' '}
          <a href={`mailto:${privacyEmail}?subject=Marketing%20opt-out`}>{privacyEmail}</a> with &ldquo;Marketing
          opt-out&rdquo; in the subject line, or use the unsubscribe link in any marketing email. Service emails about
          your account are not marketing and continue while you use Skillway.
        </Trans>
      </p>
      <p>
        <Trans>
          If you are unhappy with how your data is handled, you may complain to the Information Commissioner&apos;s
          Office (ico.org.uk) or to the data protection authority where you live.
        </Trans>
      </p>

      <h2>
        <Trans>9. Security</Trans>
      </h2>
      <p>
        <Trans>
          Each customer&apos;s data is kept separate from every other customer&apos;s; access is limited by role;
          uploads are checked before they are accepted; passwords must meet a strength rule and repeated failed sign-ins
          are slowed down. No system is perfectly secure, but we will notify affected customers without undue delay if a
          breach puts their data at risk.
        </Trans>
      </p>

      <h2>
        <Trans>10. Changes and contact</Trans>
      </h2>
      <p>
        <Trans>
          We will post any change to this policy on this page and tell customer administrators about material changes by
          email. Questions about privacy: <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
        </Trans>
      </p>
    </LegalPage>
  );
}
