import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useReturnFocus } from './use-return-focus';

interface TSidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Width on larger screens; phones always get the full width. */
  size?: string | number;
}

/**
 * The spec's side panel: a drawer on the right that a click on the background does not close (a half-filled
 * form is not lost by a stray click). Escape and the close button still close it, so it stays keyboard-usable;
 * closed, it gives the focus back to the control that opened it (useReturnFocus, also when it mounted open).
 * Open, it tells the page its width (`data-side-panel` and `--side-panel-width` on <html>) so the toasts stay clear
 * of its title and close button (the rule is in app/global.css).
 */
export function SidePanel({ opened, onClose, title, children, size = 560 }: TSidePanelProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)', false) ?? false;
  useReturnFocus(opened);
  const width = phone ? '100vw' : typeof size === 'number' ? `${size}px` : size;
  useEffect(() => {
    if (!opened) return;
    const root = document.documentElement;
    root.setAttribute('data-side-panel', '');
    root.style.setProperty('--side-panel-width', width);
    return () => {
      root.removeAttribute('data-side-panel');
      root.style.removeProperty('--side-panel-width');
    };
  }, [opened, width]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={phone ? '100%' : size}
      closeOnClickOutside={false}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t`Close ${title}` }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}
