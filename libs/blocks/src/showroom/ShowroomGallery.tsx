import styled from 'styled-components';
import type { ShowroomPhoto } from '@lux/stock-locator';
import { Carousel } from '../shared/carousel';
import { BlockImage, FALLBACK_SIZE } from '../shared/BlockImage';

/** A§9 photo renditions are 16:9; the largest is 1600 × 900. */
const WIDTH = 1600;
const HEIGHT = 900;
const SIZES = '(min-width: 1024px) 60vw, 100vw';
/** A media-service rendition (`…/api/v2/images/{id}/w/{width}.{format}`), as the stock service links photos. */
const MEDIA_RENDITION = /\/api\/v2\/images\/(\d{1,12})\/w\/\d+\.[a-z]+/i;

const Photo = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: var(--lux-color-surface-raised);
`;

const Empty = styled.div`
  display: grid;
  place-items: center;
  inline-size: 100%;
  aspect-ratio: ${FALLBACK_SIZE.width} / ${FALLBACK_SIZE.height};
  padding: 1rem;
  background: var(--lux-color-surface-raised);
  color: var(--lux-color-text-muted);
  text-align: center;
`;

export interface ShowroomGalleryProps {
  photos: readonly ShowroomPhoto[];
  /** The carousel's accessible name. */
  label: string;
  /** Alt text of photo n (1-based) of total. */
  alt: (n: number, total: number) => string;
  /** Shown in place of the carousel when the vehicle has no photo. */
  emptyText: string;
}

/**
 * The vehicle's photos in the shared carousel (touch and mouse drag, arrow keys mirrored under RTL,
 * counter). The first photo is the page's main image: eager with high fetch priority; the rest lazy.
 */
export function ShowroomGallery({ photos, label, alt, emptyText }: ShowroomGalleryProps) {
  if (photos.length === 0) return <Empty role="note">{emptyText}</Empty>;
  const slides = photos.map((photo, index) => {
    const text = alt(index + 1, photos.length);
    const mediaId = MEDIA_RENDITION.exec(photo.src)?.[1];
    // Photos on the media service get its modern formats and full srcset; others their own renditions.
    if (mediaId) {
      return (
        <BlockImage
          key={photo.src}
          image={{ id: mediaId, alt: text }}
          index={index === 0 ? 0 : 99}
          ratio="16-9"
          sizes={SIZES}
        />
      );
    }
    return (
      <Photo
        key={photo.src}
        src={photo.src}
        srcSet={photo.sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
        sizes={SIZES}
        width={WIDTH}
        height={HEIGHT}
        alt={text}
        loading={index === 0 ? 'eager' : 'lazy'}
        decoding={index === 0 ? 'sync' : 'async'}
        fetchPriority={index === 0 ? 'high' : undefined}
        draggable={false}
      />
    );
  });
  return <Carousel label={label} slides={slides} counter />;
}
