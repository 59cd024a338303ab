import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND } from '../../../app/brand';
import { LegalPage } from '../components/legal-page';

const { legalName, helpEmail } = BRAND;

export default function AboutUsPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`About Us`}>
      <p>
        <Trans>
          Skillway is made by {legalName}, a small team in the United Kingdom that believes workplace training should be
          easy to give and pleasant to take.
        </Trans>
      </p>
      <h2>
        <Trans>What we do</Trans>
      </h2>
      <p>
        <Trans>
          Skillway gives every company its own training space. Administrators build courses from videos, documents,
          slide decks and links, group them into playlists, add a test and a completion certificate, and enrol people
          individually or by group. Managers see how their team is doing and assign courses themselves. Learners find
          everything they need in one place, pick up where they left off, and keep a record of the training they have
          done elsewhere.
        </Trans>
      </p>
      <h2>
        <Trans>How we work</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Your data stays yours.</strong> Each company&apos;s data is kept apart, and we process it only to
            provide the service.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Simple pricing.</strong> You pay by the size of your team, with a free trial first and no card
            needed to start.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>People first.</strong> A real person answers every message sent to{' '}
            <a href={`mailto:${helpEmail}`}>{helpEmail}</a>.
          </Trans>
        </li>
      </ul>
    </LegalPage>
  );
}
