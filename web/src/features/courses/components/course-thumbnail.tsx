import { AspectRatio, Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { TImageUrls } from '@skillway/shared';

interface TCourseThumbnailProps {
  thumbnail: TImageUrls | null;
  /** A fixed width in pixels (table rows), or omitted to fill the container (the course details). */
  width?: number;
}

/** A course's picture in a 16:9 box, or a neutral placeholder when it has none. Decorative: the name is beside it. */
export function CourseThumbnail({ thumbnail, width }: TCourseThumbnailProps) {
  const fluid = width === undefined;
  const body = thumbnail ? (
    <Image src={fluid ? thumbnail.large : thumbnail.small_new} alt="" w="100%" h="100%" fit="cover" radius={fluid ? 'md' : 4} />
  ) : (
    <Center w="100%" h="100%" bg="gray.1" style={{ borderRadius: fluid ? 'var(--mantine-radius-md)' : 4 }}>
      <IconPhoto size={fluid ? 48 : 20} aria-hidden color="var(--mantine-color-gray-5)" />
    </Center>
  );
  return (
    <AspectRatio ratio={16 / 9} w={width ?? '100%'} style={{ flexShrink: 0 }}>
      {body}
    </AspectRatio>
  );
}
