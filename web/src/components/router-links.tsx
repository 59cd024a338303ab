import type { ComponentPropsWithRef } from 'react';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Card,
  Menu,
  NavLink,
  UnstyledButton,
  type ActionIconProps,
  type AnchorProps,
  type AvatarProps,
  type ButtonProps,
  type CardProps,
  type MenuItemProps,
  type NavLinkProps,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';

/**
 * Mantine components as router links. `component={Link}` on a Mantine component loses the router's types (the
 * polymorphic props accept any `to`); these go through `createLink`, so `to` must be a registered path and a
 * path's parameters must be given as `params`, or `tsc` fails.
 */
export type TAsAnchor<TProps> = TProps & Omit<ComponentPropsWithRef<'a'>, keyof TProps>;

function AnchorElement(props: TAsAnchor<AnchorProps>) {
  return <Anchor {...props} />;
}
function ButtonElement(props: TAsAnchor<ButtonProps>) {
  return <Button component="a" {...props} />;
}
function ActionIconElement(props: TAsAnchor<ActionIconProps>) {
  return <ActionIcon component="a" {...props} />;
}
function AvatarElement(props: TAsAnchor<AvatarProps>) {
  return <Avatar component="a" {...props} />;
}
function CardElement(props: TAsAnchor<CardProps>) {
  return <Card component="a" {...props} />;
}
function MenuItemElement(props: TAsAnchor<MenuItemProps>) {
  return <Menu.Item component="a" {...props} />;
}
function NavLinkElement(props: TAsAnchor<NavLinkProps>) {
  return <NavLink component="a" {...props} />;
}
function UnstyledButtonElement(props: TAsAnchor<UnstyledButtonProps>) {
  return <UnstyledButton component="a" {...props} />;
}

export const AnchorLink = createLink(AnchorElement);
export const ButtonLink = createLink(ButtonElement);
export const ActionIconLink = createLink(ActionIconElement);
export const AvatarLink = createLink(AvatarElement);
export const CardLink = createLink(CardElement);
export const MenuItemLink = createLink(MenuItemElement);
export const NavLinkLink = createLink(NavLinkElement);
export const UnstyledButtonLink = createLink(UnstyledButtonElement);
