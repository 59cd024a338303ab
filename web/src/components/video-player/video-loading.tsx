import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import classes from './video-player.module.css';

/** Over the player's frame while the live player (video.js) loads and mounts. */
export function VideoLoading() {
  const { t } = useLingui();
  return (
    <div className={`${classes.fill} ${classes.loading}`}>
      <Loader role="img" color="gray" aria-label={t`Loading the video player`} />
    </div>
  );
}
