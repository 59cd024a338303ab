/**
 * The icons only administrators, managers and the super administrator see in the navigation: their own chunk
 * (nav-items.ts loads it when one of them is drawn), so a learner's first load does not carry them.
 */
export {
  IconBell,
  IconBuilding,
  IconChartBar,
  IconCreditCard,
  IconGauge,
  IconHelp,
  IconHistory,
  IconHome,
  IconInfoCircle,
  IconLockAccess,
  IconPlugConnected,
  IconShieldCheck,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  IconUsersPlus,
} from '@tabler/icons-react';
