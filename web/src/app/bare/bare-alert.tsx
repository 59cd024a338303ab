import { useId, type ReactNode } from 'react';
import { MC, styleVars } from './mantine-classes';

/** Mantine's light Alert (no title, no icon). */
export function BareAlert({ color, children }: { color: 'green' | 'red' | 'blue'; children: ReactNode }) {
  const id = useId();
  return (
    <div
      className={MC.alert}
      id={id}
      role="status"
      aria-describedby={`${id}-body`}
      style={styleVars({
        '--alert-bg': `var(--mantine-color-${color}-light)`,
        '--alert-color': `var(--mantine-color-${color}-light-color)`,
        '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
        marginBottom: 'var(--mantine-spacing-md)',
      })}
    >
      <div className={MC.alertWrapper}>
        <div className={MC.alertBody}>
          <div id={`${id}-body`} className={MC.alertMessage}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
