import { Card, type CardProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { TAsAnchor } from './as-anchor';

function CardElement(props: TAsAnchor<CardProps>) {
  return <Card component="a" {...props} />;
}

/** A card that opens a screen: `to` must be a route of the tree, with its `params`. */
export const CardLink = createLink(CardElement);
