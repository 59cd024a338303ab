import type { RegisteredRouter } from '@tanstack/react-router';

/** Every path of the registered route tree, as TanStack spells it (`$id` for a parameter). */
type TAppPath = keyof RegisteredRouter['routesByPath'] & string;

/** A path with no parameters: what a static link (menu entry, tile, breadcrumb) can point at. */
export type TStaticPath = Exclude<TAppPath, `${string}$${string}`>;

/**
 * Where a menu entry or tile leads: a built screen, checked against the route tree, or one a later issue builds
 * (`soon`: shown disabled with 'Coming soon'; its intended path is kept for when it is built).
 */
export type TDestination = { to: TStaticPath; soon?: false } | { to: string; soon: true };
