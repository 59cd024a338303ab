import { Avatar, type AvatarProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './as-anchor';

function AvatarElement(props: TAsAnchor<AvatarProps>) {
  return <Avatar component="a" {...props} />;
}

/** An avatar that opens a screen: `to` must be a route of the tree, with its `params`. */
export const AvatarLink = createLink(AvatarElement);
