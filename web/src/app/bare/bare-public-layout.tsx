import type { CSSProperties, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BRAND } from '../brand';
import { BareLink } from './bare-link';
import { MC, rem, styleVars } from './mantine-classes';
import css from './bare.module.css';

/**
 * The logged-out frame (logo, page, footer) of layout/public-layout.tsx, drawn with Mantine's classes but none of
 * its JavaScript, for the screens that open before Mantine is loaded (the login page).
 */
export function BarePublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const brand = BRAND.name;
  const year = new Date().getFullYear();
  const legalName = BRAND.legalName;
  return (
    <div className={css.shell}>
      <header className={css.header}>
        <div
          className={MC.container}
          data-size="lg"
          data-strategy="block"
          style={styleVars({
            '--container-size': 'var(--container-size-lg)',
            paddingBlock: 'var(--mantine-spacing-sm)',
          })}
        >
          <div className={MC.group} style={groupVars('var(--mantine-spacing-md)', 'flex-start', 'wrap')}>
            <Link to="/login" aria-label={t`${brand} home`} style={{ textDecoration: 'none' }}>
              <div className={MC.group} style={groupVars(rem(8), 'flex-start', 'nowrap')}>
                <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
                  <rect width="32" height="32" rx="7" fill="var(--mantine-color-indigo-7)" />
                  <path
                    d="M8 21.5c2.2 1.6 4.9 2.5 8 2.5 4.4 0 7-2 7-5.1 0-2.8-2-4-5.6-4.8l-2.1-.5c-1.7-.4-2.4-.9-2.4-1.8 0-1.1 1.1-1.8 2.9-1.8 1.9 0 3.6.6 5.1 1.7l1.7-3C21 7.5 18.8 7 16.5 7 12.3 7 9.6 9.1 9.6 12.1c0 2.7 1.9 4 5.4 4.8l2.1.5c1.8.4 2.5.9 2.5 1.9 0 1.2-1.2 1.9-3.3 1.9-2.5 0-4.7-.8-6.6-2.3L8 21.5z"
                    fill="#fff"
                  />
                </svg>
                <span
                  className={MC.text}
                  style={{
                    letterSpacing: '-0.02em',
                    color: 'var(--mantine-color-indigo-9)',
                    fontSize: rem(28 * 0.72),
                    fontWeight: 800,
                  }}
                >
                  {BRAND.name}
                </span>
              </div>
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className={css.main}>
        {children}
      </main>
      <div
        className={MC.container}
        data-size="lg"
        data-strategy="block"
        style={styleVars({ '--container-size': 'var(--container-size-lg)', width: '100%' })}
      >
        <footer
          className={MC.group}
          style={styleVars({
            ...groupVars('var(--mantine-spacing-xs)', 'space-between', 'wrap'),
            paddingInline: 'var(--mantine-spacing-md)',
            paddingBlock: 'var(--mantine-spacing-md)',
          })}
        >
          <BareText size="sm" dimmed>
            <Trans>
              © {year} {legalName}. All rights reserved.
            </Trans>
          </BareText>
          <div className={MC.group} style={groupVars('var(--mantine-spacing-md)', 'flex-start', 'wrap')}>
            <BareLink to="/privacy-policy" size="sm">
              <Trans>Privacy Policy</Trans>
            </BareLink>
            <BareLink to="/docs" size="sm">
              <Trans>API</Trans>
            </BareLink>
          </div>
        </footer>
      </div>
    </div>
  );
}

/** Mantine Group's variables. */
export function groupVars(gap: string, justify: string, wrap: 'wrap' | 'nowrap') {
  return styleVars({ '--group-gap': gap, '--group-align': 'center', '--group-justify': justify, '--group-wrap': wrap });
}

/** Mantine Text: `size` xs/sm, `dimmed` for secondary text. */
export function BareText({
  size,
  dimmed = false,
  style,
  children,
}: {
  size: 'xs' | 'sm';
  dimmed?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <p
      className={MC.text}
      data-size={size}
      style={{
        ...styleVars({
          '--text-fz': `var(--mantine-font-size-${size})`,
          '--text-lh': `var(--mantine-line-height-${size})`,
        }),
        ...(dimmed ? { color: 'var(--mantine-color-dimmed)' } : {}),
        ...style,
      }}
    >
      {children}
    </p>
  );
}
