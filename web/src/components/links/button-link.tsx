import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './as-anchor';

function ButtonElement(props: TAsAnchor<ButtonProps>) {
  return <Button component="a" {...props} />;
}

/** A button that opens a screen: `to` must be a route of the tree, with its `params`. */
export const ButtonLink = createLink(ButtonElement);
