import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { useMedia } from '../shared/media';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Grid, PlayToggle, Section, VideoFrame } from './Masonry.styles';
import { masonryStrings } from './strings';
import type { Fields, Group } from './types';
import { playableVideoUrl, shouldAutoplay } from './video';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia?.(reducedMotionQuery).matches ?? false;
// The server cannot know: it renders the video still, and the client starts it if it may.
const serverReducedMotion = () => true;

/** Every fifth tile, starting with the first, is drawn twice the size. */
export const isLargeTile = (position: number) => position % 5 === 0;

const tileSizes = {
  large: '(min-width: 1480px) 740px, (min-width: 901px) 50vw, 100vw',
  small: '(min-width: 1480px) 370px, (min-width: 901px) 25vw, 50vw',
};

function PlayIcon({ playing }: { playing: boolean }) {
  // Media controls keep their shape under RTL (playback runs in time, not along the line).
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
      ) : (
        <path d="M8 5l11 7-11 7z" fill="currentColor" />
      )}
    </svg>
  );
}

function MasonryVideo({
  f,
  url,
  index,
  label,
  locale,
}: {
  f: Fields;
  url: string;
  index: number;
  label: string;
  locale: string;
}) {
  const t = stringsFor(masonryStrings, locale);
  const media = useMedia();
  const video = useRef<HTMLVideoElement>(null);
  const reduced = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, serverReducedMotion);
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? shouldAutoplay(f.disable_autoplay, reduced);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) element.play()?.catch(() => undefined);
    else element.pause();
  }, [playing]);

  const poster = f.video_poster?.id ? media.urlFor(f.video_poster.id, 1280, 'jpg', '16-9') : undefined;
  return (
    <VideoFrame>
      <video
        ref={video}
        src={url}
        poster={poster}
        muted
        loop
        playsInline
        preload={index <= 1 ? 'metadata' : 'none'}
        aria-label={label || t.video}
      />
      <PlayToggle
        type="button"
        data-ui={f.video_ui_theme}
        aria-label={playing ? t.pause : t.play}
        onClick={() => setChoice(!playing)}
      >
        <PlayIcon playing={playing} />
      </PlayToggle>
    </VideoFrame>
  );
}

/** B§3.2 masonry: square images on a masonry grid with one muted video at the top or the bottom. */
function Masonry({ fields: f, groups, index, locale }: BlockProps<Fields, Group>) {
  const images = groups.filter((item) => item?.image);
  const url = playableVideoUrl(f.video_url);
  if (images.length === 0 && !url) return null;
  const hasHeading = Boolean(f.heading.trim());
  // In the document where it shows, so reading and focus order follow the layout.
  const videoItem = url && (
    <li data-video={f.img_video_grid}>
      <MasonryVideo f={f} url={url} index={index} label={textOf(f.heading)} locale={locale} />
    </li>
  );
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {hasHeading && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Grid>
            {f.img_video_grid !== 'video-bottom' && videoItem}
            {images.map((item, position) => {
              const large = isLargeTile(position);
              return (
                <li key={`${String(item.image?.id)}-${position}`} data-large={large}>
                  <BlockImage
                    image={item.image}
                    index={index}
                    ratio="1-1"
                    sizes={large ? tileSizes.large : tileSizes.small}
                  />
                </li>
              );
            })}
            {f.img_video_grid === 'video-bottom' && videoItem}
          </Grid>
        </Section>
      </Container>
    </Surface>
  );
}

export const masonryComponent = Masonry satisfies BlockComponent<Fields, Group>;
