import { Trans } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { MSG } from '@skillway/shared';
import { specText } from '../../i18n/spec-text';
import { BareButton } from './bare-button';
import { MC, rem, styleVars } from './mantine-classes';

/**
 * A page failed to load or render (often a chunk missing after a deploy): offer a retry instead of a blank. The
 * look of layout/route-error.tsx without Mantine's JavaScript, so it works on every screen, the login page included.
 */
export function BareRouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div
      className={MC.stack}
      role="alert"
      style={styleVars({
        '--stack-gap': 'var(--mantine-spacing-sm)',
        '--stack-align': 'center',
        '--stack-justify': 'flex-start',
        paddingBlock: rem(64),
      })}
    >
      <h2
        className={MC.title}
        data-order="2"
        style={styleVars({
          '--title-fw': 'var(--mantine-h2-font-weight)',
          '--title-lh': 'var(--mantine-h2-line-height)',
          '--title-fz': 'var(--mantine-h2-font-size)',
        })}
      >
        {specText(MSG.GENERIC_ERROR)}
      </h2>
      <p className={MC.text} style={styleVars({ color: 'var(--mantine-color-dimmed)' })}>
        <Trans>This page could not be shown. Please try again.</Trans>
      </p>
      <BareButton
        size="sm"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        <Trans>Try again</Trans>
      </BareButton>
    </div>
  );
}
