import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './as-anchor';

function UnstyledButtonElement(props: TAsAnchor<UnstyledButtonProps>) {
  return <UnstyledButton component="a" {...props} />;
}

/** An unstyled button that opens a screen: `to` must be a route of the tree, with its `params`. */
export const UnstyledButtonLink = createLink(UnstyledButtonElement);
