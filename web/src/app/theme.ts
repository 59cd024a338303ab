import { CloseButton, type CloseButtonProps, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled buttons above 4.5:1 contrast.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  // WCAG 2.3.3: Mantine's transitions (drawers, modals, menus, toasts) are instant when the OS asks for less motion.
  respectReducedMotion: true,
  components: {
    // Mantine leaves close buttons (toasts, alerts, drawers) unnamed unless each use names it: name them all.
    // (The props type omits the element's own attributes, which the component passes on to its button.)
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Partial<CloseButtonProps> }),
  },
});
