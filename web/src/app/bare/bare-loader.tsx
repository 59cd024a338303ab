import { useLingui } from '@lingui/react/macro';
import { MC, rem, styleVars } from './mantine-classes';

/** Mantine's oval Loader (primary colour, size md). */
function BareSpinner({ label, style }: { label?: string; style?: Record<string, string> }) {
  return (
    <span
      className={MC.loader}
      // A label needs a role to be allowed (axe aria-prohibited-attr), as layout/page-loader.tsx's Loader has.
      {...(label ? { role: 'img', 'aria-label': label } : {})}
      style={styleVars({
        '--loader-size': 'var(--loader-size-md)',
        '--loader-color': 'var(--mantine-primary-color-filled)',
        ...style,
      })}
    />
  );
}

/**
 * The router's pending screen (a page's chunk or data taking a moment): the look of layout/page-loader.tsx
 * without Mantine's JavaScript, so it can show on the login page too.
 */
export function BarePageLoader() {
  const { t } = useLingui();
  return (
    <div className={MC.center} role="status" aria-live="polite" style={{ minHeight: rem(240) }}>
      <BareSpinner label={t`Loading`} />
    </div>
  );
}
