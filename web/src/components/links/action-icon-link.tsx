import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './as-anchor';

function ActionIconElement(props: TAsAnchor<ActionIconProps>) {
  return <ActionIcon component="a" {...props} />;
}

/** An icon button that opens a screen: `to` must be a route of the tree, with its `params`. */
export const ActionIconLink = createLink(ActionIconElement);
