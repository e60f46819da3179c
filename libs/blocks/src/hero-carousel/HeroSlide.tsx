import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { $priceSettings, formatTemplate } from '@lux/pricing';
import { Container, Heading, headingLevelFromTag, isLinkShown } from '@lux/ui';
import type { Locale } from '@lux/content';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import type { ImageRatio } from '../shared/values';
import { Actions, Copy, Disclaimer, Eyebrow, Lead, Media, PhoneOnly, Price, Scrim, Stage, VideoToggle, WideOnly } from './HeroCarousel.styles';
import type { HeroCarouselStrings } from './strings';
import type { Group } from './types';

/** Art direction: the picture hidden at a breakpoint claims 1px there, so only its smallest rendition loads. */
export const slideSizes = { phone: '(min-width: 768px) 1px, 100vw', wide: '(max-width: 767px) 1px, 100vw' } as const;

const hasId = (image: Group['image']): image is NonNullable<Group['image']> =>
  !!image && image.id !== '' && image.id !== null && image.id !== undefined;

/** A price typed as a plain number is formatted as an offer ("from ₪ 389,000"); other text shows as typed. */
function usePrice(text: string): string {
  const settings = useUnit($priceSettings);
  const trimmed = text.trim();
  if (/^\d[\d,.\s]*$/.test(trimmed)) return formatTemplate(settings.offerString, trimmed.replace(/[,\s]/g, ''), settings);
  return trimmed;
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" /> : <path d="M4 2l10 6-10 6z" fill="currentColor" />}
    </svg>
  );
}

export interface HeroSlideProps {
  slide: Group;
  /** Position among the slides: only the first one's images load with the block's priority. */
  position: number;
  blockIndex: number;
  locale: Locale;
  /** The slide in view: its video plays, the others are paused. */
  active: boolean;
  /** The video for this screen (already chosen and checked), or null for the still image. */
  video: string | null;
  reducedMotion: boolean;
  wideRatio: boolean;
  banner: boolean;
  t: HeroCarouselStrings;
}

/** One hero slide: picture (or muted inline video with its own pause control) and copy on a scrim. */
export function HeroSlide({ slide, position, blockIndex, locale, active, video, reducedMotion, wideRatio, banner, t }: HeroSlideProps) {
  const price = usePrice(slide.price);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The visitor's choice wins; until then reduced motion keeps the video waiting for a press on play.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const videoPaused = choice === null ? reducedMotion : choice === 'pause';
  const setVideoPaused = (paused: boolean) => setChoice(paused ? 'pause' : 'play');

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (active && !videoPaused) element.play()?.catch(() => setChoice('pause'));
    else element.pause();
  }, [active, videoPaused, video]);

  const priority = position === 0 ? undefined : 'lazy';
  const wideCrop: ImageRatio = wideRatio ? '16-6-5' : '16-9';
  const wide = hasId(slide.image) ? slide.image : null;
  const phone = hasId(slide.mobile_image) ? slide.mobile_image : null;
  const heading = textOf(slide.heading);

  let picture = null;
  if (wide && phone) {
    picture = (
      <>
        <PhoneOnly>
          <BlockImage image={phone} index={blockIndex} priority={priority} ratio="1-1" sizes={slideSizes.phone} />
        </PhoneOnly>
        <WideOnly>
          <BlockImage image={wide} index={blockIndex} priority={priority} ratio={wideCrop} sizes={slideSizes.wide} />
        </WideOnly>
      </>
    );
  } else if (wide || phone) {
    picture = <BlockImage image={wide ?? phone} index={blockIndex} priority={priority} ratio={wide ? wideCrop : '1-1'} sizes="100vw" />;
  }

  return (
    <Stage>
      {(picture || video) && (
        <Media>
          {picture}
          {video && (
            <>
              <video
                ref={videoRef}
                src={video}
                muted
                playsInline
                loop={slide.video_type === 'video_background'}
                preload={position === 0 ? 'metadata' : 'none'}
                aria-hidden="true"
                tabIndex={-1}
                onEnded={() => setVideoPaused(true)}
              />
              <VideoToggle type="button" aria-label={videoPaused ? t.playVideo : t.pauseVideo} onClick={() => setVideoPaused(!videoPaused)}>
                <PlayPauseIcon playing={!videoPaused} />
              </VideoToggle>
            </>
          )}
        </Media>
      )}
      <Scrim>
        <Container>
          <Copy>
            {slide.additional_info.trim() && <Eyebrow data-banner={banner ? 'true' : undefined}>{slide.additional_info}</Eyebrow>}
            {heading && (
              <Heading size={slide.header_size} level={headingLevelFromTag(slide.header_tag)}>
                <InlineHtml html={slide.heading} />
              </Heading>
            )}
            <Lead html={slide.description} />
            {price && <Price>{price}</Price>}
            {slide.button && isLinkShown(slide.button) && (
              <Actions>
                <BlockLink link={slide.button} locale={locale} />
              </Actions>
            )}
            <Disclaimer html={slide.disclaimer} />
          </Copy>
        </Container>
      </Scrim>
    </Stage>
  );
}
