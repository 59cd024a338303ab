import { useEffect, useRef, useState } from 'react';
import { AspectRatio, Box, Center, Loader } from '@mantine/core';
import type { TMountedPlayer, TVideoSource } from '../lib/video-mount';

export type { TVideoSource } from '../lib/video-mount';

interface TVideoPlayerProps {
  source: TVideoSource;
  poster?: string | null;
  /** Accessible name of the player. */
  title: string;
}

/**
 * The course video player. video.js is large, so it loads only when a player is shown; it owns its DOM node, so it
 * is mounted on a node React does not render into, disposed on unmount, and a new source swaps in place.
 */
export function VideoPlayer({ source, poster, title }: TVideoPlayerProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<TMountedPlayer | null>(null);

  useEffect(() => {
    let mounted: TMountedPlayer | null = null;
    let cancelled = false;
    void import('../lib/video-mount').then(({ mountVideoPlayer }) => {
      if (cancelled || !holder.current) return;
      mounted = mountVideoPlayer(holder.current);
      setPlayer(mounted);
    });
    return () => {
      cancelled = true;
      mounted?.dispose();
      setPlayer(null);
    };
  }, []);

  // By value: the caller builds a new source object on every render, and re-setting it would restart playback.
  const { src, type } = source;
  useEffect(() => {
    player?.show({ src, type }, poster, title);
  }, [player, src, type, poster, title]);

  return (
    <Box pos="relative">
      {!player && (
        <AspectRatio ratio={16 / 9}>
          <Center bg="dark.8">
            <Loader color="gray" aria-label="Loading the video player" />
          </Center>
        </AspectRatio>
      )}
      <div ref={holder} data-vjs-player />
    </Box>
  );
}
