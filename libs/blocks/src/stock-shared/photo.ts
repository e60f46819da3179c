import { showroomPhotos, type Vehicle } from '@lux/stock-locator';

/** A media-service rendition URL (`…/api/v2/images/{id}/w/{width}.{format}`), as the stock service links photos. */
const MEDIA_RENDITION = /\/api\/v2\/images\/(\d{1,12})\/w\/\d+\.[a-z]+/i;

export interface CardPhoto {
  /** The media-service image id when the photo lives there: the card then asks for modern formats. */
  readonly mediaId: string | null;
  readonly src: string;
  /** `url width` pairs for `srcset`. */
  readonly srcSet: string;
}

/** The vehicle's first photo (A§3 `photos`, `cover_photo_medium`), or null when it has none. */
export function cardPhoto(vehicle: Vehicle): CardPhoto | null {
  const [photo] = showroomPhotos(vehicle);
  if (!photo) return null;
  const match = MEDIA_RENDITION.exec(photo.src);
  return {
    mediaId: match?.[1] ?? null,
    src: photo.src,
    srcSet: photo.sources.map((source) => `${source.url} ${source.width}w`).join(', '),
  };
}
