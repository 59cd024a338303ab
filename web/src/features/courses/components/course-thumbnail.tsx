import { AspectRatio, Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { TImageUrls } from '@skillway/shared';

interface TCourseThumbnailProps {
  thumbnail: TImageUrls | null;
  /** A fixed width in pixels (table rows), or omitted to fill the container (the course details). */
  width?: number;
  /** Square corners: the picture is the top edge of a card (Card.Section), which rounds it. */
  flush?: boolean;
}

/** A course's picture in a 16:9 box, or a neutral placeholder when it has none. Decorative: the name is beside it. */
export function CourseThumbnail({ thumbnail, width, flush = false }: TCourseThumbnailProps) {
  const fluid = width === undefined;
  const radius = flush ? 0 : fluid ? 'var(--mantine-radius-md)' : 4;
  const body = thumbnail ? (
    <Image src={fluid ? thumbnail.large : thumbnail.small_new} alt="" w="100%" h="100%" fit="cover" radius={radius} />
  ) : (
    <Center w="100%" h="100%" bg="gray.1" style={{ borderRadius: radius }}>
      <IconPhoto size={fluid ? 48 : 20} aria-hidden color="var(--mantine-color-gray-5)" />
    </Center>
  );
  return (
    <AspectRatio ratio={16 / 9} w={width ?? '100%'} style={{ flexShrink: 0 }}>
      {body}
    </AspectRatio>
  );
}
