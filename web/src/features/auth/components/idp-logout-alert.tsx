import { useEffect, useState } from 'react';
import { SSO_MESSAGES, idpSignOutLabel } from '@skillway/shared';
import { BareAlert } from '../../../app/bare/bare-alert';
import { MC, styleVars } from '../../../app/bare/mantine-classes';
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
  return (
    <BareAlert color="blue">
      {SSO_MESSAGES.SIGNED_OUT_OF_PRODUCT}{' '}
      <a
        href={offer.url}
        className={MC.anchor}
        data-size="sm"
        data-underline="always"
        style={styleVars({ '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' })}
      >
        {idpSignOutLabel(offer.name)}
      </a>
    </BareAlert>
  );
}
