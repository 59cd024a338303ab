import { AspectRatio, Center, Image } from '@mantine/core';
import type { TPlaylist } from '@skillway/shared';
import { playlistIcon } from '../lib/playlist-icons';

interface TPlaylistPictureProps {
  playlist: Pick<TPlaylist, 'thumbnailOption' | 'icon' | 'thumbnail'>;
  /** A fixed width in pixels (table rows), or omitted to fill the container (cards, details). */
  width?: number;
  /** Box shape: 16:9 for cards, square for table rows. */
  ratio?: number;
}

/**
 * A playlist's picture: its uploaded image, or its icon on a tinted tile. Decorative (the name is always beside it),
 * so it carries no text alternative of its own.
 */
export function PlaylistPicture({ playlist, width, ratio = 16 / 9 }: TPlaylistPictureProps) {
  const fluid = width === undefined;
  const radius = fluid ? 'var(--mantine-radius-md)' : '6px';
  const Icon = playlistIcon(playlist.icon);
  const body =
    playlist.thumbnailOption === 'image' && playlist.thumbnail ? (
      <Image
        src={fluid ? playlist.thumbnail.large : playlist.thumbnail.thumb}
        alt=""
        w="100%"
        h="100%"
        fit="cover"
        style={{ borderRadius: radius }}
      />
    ) : (
      <Center w="100%" h="100%" bg="indigo.0" style={{ borderRadius: radius }} c="indigo.7">
        <Icon size={fluid ? 64 : Math.max(18, Math.round((width ?? 48) * 0.55))} stroke={1.5} aria-hidden />
      </Center>
    );
  return (
    <AspectRatio ratio={ratio} w={width ?? '100%'} style={{ flexShrink: 0 }}>
      {body}
    </AspectRatio>
  );
}
