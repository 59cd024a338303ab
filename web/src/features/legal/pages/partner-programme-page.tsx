import { BRAND } from '../../../app/brand';
import { LegalPage } from '../components/legal-page';

export default function PartnerProgrammePage() {
  return (
    <LegalPage title="Partner Programme">
      <p>
        HR consultants, training providers and software resellers recommend Skillway to the companies they work with.
        Our partner programme thanks them for it.
      </p>
      <h2>How it works</h2>
      <ol>
        <li>
          Apply by emailing <a href={`mailto:${BRAND.partnersEmail}`}>{BRAND.partnersEmail}</a> with your company name
          and how you work with your clients.
        </li>
        <li>
          Once approved you receive your own referral link, which looks like <code>/signup?afi=your-reference</code>.
          Anyone who opens it is remembered as your referral when they start their free trial, even if they sign up a
          few days later from the same browser.
        </li>
        <li>
          When a company you referred moves from its free trial to a paid subscription, you earn a share of its
          subscription fees for the first contract year, at the rate in your partner agreement.
        </li>
      </ol>
      <h2>What partners get</h2>
      <ul>
        <li>A dedicated contact for questions about your referrals.</li>
        <li>A statement of referred companies and commission each quarter.</li>
        <li>Early access to new features to show your clients.</li>
      </ul>
      <h2>Our commitments</h2>
      <p>
        We never share a referred company&apos;s training data with its partner; you see only whether it signed up and
        its subscription status. Partners must describe Skillway accurately and must not send unsolicited bulk email on
        our behalf.
      </p>
    </LegalPage>
  );
}
