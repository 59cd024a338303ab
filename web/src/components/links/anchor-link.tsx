import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './as-anchor';

function AnchorElement(props: TAsAnchor<AnchorProps>) {
  return <Anchor {...props} />;
}

/** A text link that opens a screen: `to` must be a route of the tree, with its `params`. */
export const AnchorLink = createLink(AnchorElement);
