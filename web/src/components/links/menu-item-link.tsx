import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './as-anchor';

function MenuElement(props: TAsAnchor<MenuItemProps>) {
  return <Menu.Item component="a" {...props} />;
}

/** A menu entry that opens a screen: `to` must be a route of the tree, with its `params`. */
export const MenuItemLink = createLink(MenuElement);
