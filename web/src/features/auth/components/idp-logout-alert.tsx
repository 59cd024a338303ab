import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { SSO_MESSAGES } from '@skillway/shared';
import { BareAlert } from '../../../app/bare/bare-alert';
import { MC, styleVars } from '../../../app/bare/mantine-classes';
import { specText } from '../../../i18n/spec-text';
import { clearIdpLogoutOffer, readIdpLogoutOffer } from '../lib/idp-logout-offer';

/**
 * On the login page after a sign-out from a single sign-on session: the product session is over, and the person may
 * still be signed in at their organisation's IdP, whose own logout is a link away (a full navigation to the IdP, which
 * returns to this page). Shown once: the offer is forgotten as soon as the page has it (idp-logout-offer.ts).
 */
export function IdpLogoutAlert() {
  const [offer] = useState(readIdpLogoutOffer);
  useEffect(() => clearIdpLogoutOffer(), []);
  if (!offer) return null;
  // The shared idpSignOutLabel's wording, as messages (the connection's name is a placeholder).
  const name = offer.name?.trim();
  return (
    <BareAlert color="blue">
      {specText(SSO_MESSAGES.SIGNED_OUT_OF_PRODUCT)}{' '}
      <a
        href={offer.url}
        className={MC.anchor}
        data-size="sm"
        data-underline="always"
        style={styleVars({ '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' })}
      >
        {name ? <Trans>Sign out of {name} too</Trans> : <Trans>Sign out of your organisation too</Trans>}
      </a>
    </BareAlert>
  );
}
