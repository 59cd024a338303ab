import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './as-anchor';

function NavLinkElement(props: TAsAnchor<NavLinkProps>) {
  return <NavLink component="a" {...props} />;
}

/** A navigation entry that opens a screen: `to` must be a route of the tree, with its `params`. */
export const NavLinkLink = createLink(NavLinkElement);
