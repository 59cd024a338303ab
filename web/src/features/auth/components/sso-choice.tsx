import { Trans } from '@lingui/react/macro';
import { SSO_MESSAGES } from '@skillway/shared';
import { BareButton } from '../../../app/bare/bare-button';
import { BareText } from '../../../app/bare/bare-public-layout';
import { MC, styleVars } from '../../../app/bare/mantine-classes';
import { specText } from '../../../i18n/spec-text';
import type { TSsoOffer } from '../lib/sso-discovery';

/**
 * The email step's single sign-on offer, in a polite live region that is always there (empty until the domain is
 * known), so a screen reader hears it appear: the organisation's connection and the primary "Continue with SSO".
 */
export function SsoChoice({ offer, onContinue }: { offer: TSsoOffer | null; onContinue: () => void }) {
  const connection = offer?.connection_name;
  return (
    <div aria-live="polite">
      {offer && (
        <div
          className={MC.stack}
          style={styleVars({
            '--stack-gap': 'var(--mantine-spacing-xs)',
            '--stack-align': 'stretch',
            '--stack-justify': 'flex-start',
          })}
        >
          <BareText size="sm">
            <Trans>Your organisation signs in with {connection}.</Trans>
          </BareText>
          <BareButton size="md" fullWidth onClick={onContinue}>
            {specText(SSO_MESSAGES.CONTINUE_WITH_SSO)}
          </BareButton>
        </div>
      )}
    </div>
  );
}

/** "Sign in with password": opens the password form when the company enforces single sign-on (break-glass). */
export function PasswordDisclosure({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={MC.anchor}
      data-size="sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      style={{
        ...styleVars({ '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' }),
        background: 'none',
        border: 0,
        padding: 0,
        cursor: 'pointer',
        alignSelf: 'center',
      }}
    >
      <Trans>Sign in with password</Trans> <span aria-hidden="true">{open ? '▴' : '▾'}</span>
    </button>
  );
}
