import { AspectRatio, Center, Image } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import type { TImageUrls } from '@skillway/shared';

/**
 * A course's picture in a 16:9 box, or a placeholder when it has none. Decorative: the course name is beside it.
 * `size` picks the image preset: medium (300 wide) for cards, large (500) for the details screen.
 */
export function CourseImage({
  thumbnail,
  size = 'medium',
  radius = 0,
}: {
  thumbnail: TImageUrls | null;
  size?: 'medium' | 'large';
  radius?: number | string;
}) {
  return (
    <AspectRatio ratio={16 / 9}>
      {thumbnail ? (
        <Image src={thumbnail[size]} alt="" fit="cover" radius={radius} />
      ) : (
        <Center bg="indigo.0" style={{ borderRadius: radius }} data-testid="course-image-placeholder">
          <IconBook2 size={48} stroke={1.3} aria-hidden color="var(--mantine-color-indigo-3)" />
        </Center>
      )}
    </AspectRatio>
  );
}
