import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { TStaticPath } from '../../routes/paths';
import { MC, styleVars } from './mantine-classes';

/** Mantine's Anchor (underlined on hover) as a router link to a screen without parameters. */
export function BareLink({ to, size, children }: { to: TStaticPath; size: 'xs' | 'sm'; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={MC.anchor}
      data-size={size}
      data-underline="hover"
      style={styleVars({
        '--text-fz': `var(--mantine-font-size-${size})`,
        '--text-lh': `var(--mantine-line-height-${size})`,
      })}
    >
      {children}
    </Link>
  );
}
