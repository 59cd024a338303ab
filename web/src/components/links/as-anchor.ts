import type { ComponentPropsWithRef } from 'react';

/**
 * A Mantine component's props rendered as an `<a>`: what `createLink` hands the component (href, handlers, ref)
 * next to the component's own props. The `*-link` modules here are Mantine components as router links:
 * `component={Link}` on a Mantine component loses the router's types (its polymorphic props accept any `to`),
 * while `createLink` checks `to` against the registered route tree and asks for a path's `params`. One module
 * each, so a chunk bundles only the ones it uses.
 */
export type TAsAnchor<TProps> = TProps & Omit<ComponentPropsWithRef<'a'>, keyof TProps>;
