import type { ReactNode } from 'react';
import { MC, rem, styleVars } from '../../../app/bare/mantine-classes';
import css from '../../../app/bare/bare.module.css';

/**
 * AuthCard (auth-card.tsx) drawn with Mantine's classes and no Mantine JavaScript: the login page opens before
 * Mantine is loaded. Same card, title and subtitle as every other logged-out form.
 */
export function BareAuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={`${MC.paper} ${css.card}`}
      data-with-border="true"
      style={styleVars({
        '--paper-radius': 'var(--mantine-radius-lg)',
        '--paper-shadow': 'var(--mantine-shadow-sm)',
        maxWidth: rem(440),
      })}
    >
      <div
        className={MC.stack}
        style={styleVars({
          '--stack-gap': rem(4),
          '--stack-align': 'stretch',
          '--stack-justify': 'flex-start',
          marginBottom: 'var(--mantine-spacing-lg)',
        })}
      >
        <h1
          className={MC.title}
          data-order="1"
          style={styleVars({
            '--title-fw': 'var(--mantine-h1-font-weight)',
            '--title-lh': 'var(--mantine-h1-line-height)',
            '--title-fz': 'var(--mantine-h1-font-size)',
            fontSize: rem(26),
          })}
        >
          {title}
        </h1>
        {subtitle}
      </div>
      {children}
    </div>
  );
}
