import { BRAND } from '../../../app/brand';
import { LegalPage } from '../components/legal-page';

export default function AboutUsPage() {
  return (
    <LegalPage title="About Us">
      <p>
        Skillway is made by {BRAND.legalName}, a small team in the United Kingdom that believes workplace training
        should be easy to give and pleasant to take.
      </p>
      <h2>What we do</h2>
      <p>
        Skillway gives every company its own training space. Administrators build courses from videos, documents, slide
        decks and links, group them into playlists, add a test and a completion certificate, and enrol people
        individually or by group. Managers see how their team is doing and assign courses themselves. Learners find
        everything they need in one place, pick up where they left off, and keep a record of the training they have done
        elsewhere.
      </p>
      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Your data stays yours.</strong> Each company&apos;s data is kept apart, and we process it only to
          provide the service.
        </li>
        <li>
          <strong>Simple pricing.</strong> You pay by the size of your team, with a free trial first and no card needed
          to start.
        </li>
        <li>
          <strong>People first.</strong> A real person answers every message sent to{' '}
          <a href={`mailto:${BRAND.helpEmail}`}>{BRAND.helpEmail}</a>.
        </li>
      </ul>
    </LegalPage>
  );
}
