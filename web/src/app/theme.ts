import { t } from '@lingui/core/macro';
import { createTheme } from '@mantine/core';

/**
 * The calendars' arrow buttons (Mantine's CalendarAriaLabels): what each moves to. The theme's default props are
 * functions, called as each component renders, so the names are in the language active then.
 */
const calendarAriaLabels = () => ({
  previousMonth: t`Previous month`,
  nextMonth: t`Next month`,
  previousYear: t`Previous year`,
  nextYear: t`Next year`,
  previousDecade: t`Previous decade`,
  nextDecade: t`Next decade`,
});

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
    // (Not CloseButton.extend: its props type omits the element's own attributes, which the component passes on to
    // its button, and takes no function, which keeps the name in the language active as each one renders.)
    CloseButton: { defaultProps: () => ({ 'aria-label': t`Close` }) },
    // A menu opens with the focus on its first item (the ARIA menu button pattern: each menu marks that item
    // data-autofocus), not on Mantine's initial-focus placeholder: that focusable div inside role=menu is not a menu
    // item (axe aria-required-children, critical).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine's calendars leave the previous/next buttons unnamed (axe: button-name, critical). Keyed by name, not
    // with DatePicker.extend, so the theme does not pull @mantine/dates into every screen's bundle.
    ...Object.fromEntries(
      ['Calendar', 'DatePicker', 'DatePickerInput', 'DateInput', 'DateTimePicker', 'MonthPicker', 'YearPicker'].map(
        (name) => [name, { defaultProps: () => ({ ariaLabels: calendarAriaLabels() }) }],
      ),
    ),
  },
});
