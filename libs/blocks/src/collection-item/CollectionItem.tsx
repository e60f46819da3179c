import { Container, Surface } from '@lux/ui';
import { priorityFor } from '../shared/BlockImage';
import { textOf } from '../shared/InlineHtml';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Gallery, Layout, Photo, Text } from './CollectionItem.styles';
import { parsePhotos, splitAtPhotos } from './photos';
import { collectionItemStrings } from './strings';
import type { Fields } from './types';

/** Beside the text from 1024 px (seven twelfths), full width below. */
const photoSizes = '(min-width: 1480px) 820px, (min-width: 1024px) 56vw, 100vw';

/**
 * Collection item (merchandise, B§3.2): the editor's HTML with the photos placed where it says {photos}.
 * Photos come from the `images` JSON list of URLs (broken JSON shows none) and slide on the shared Carousel
 * when there are several. Without the placeholder the photos go before the text.
 */
function CollectionItem({ fields: f, locale, index }: BlockProps<Fields, never>) {
  const t = stringsFor(collectionItemStrings, locale);
  const photos = parsePhotos(f.images);
  const { before, after } = splitAtPhotos(f.html);
  const hasBefore = textOf(before) !== '' || /<img\s/i.test(before);
  const hasAfter = textOf(after) !== '' || /<img\s/i.test(after);
  if (photos.length === 0 && !hasBefore && !hasAfter) return null;

  const alt = f.images_alt.trim();
  const priority = priorityFor(index);
  const photo = (url: string, position: number) => (
    <Photo
      src={url}
      alt={alt && photos.length > 1 ? t.photoOf(alt, position + 1, photos.length) : alt}
      width={1000}
      height={1000}
      sizes={photoSizes}
      loading={position === 0 && priority !== 'lazy' ? 'eager' : 'lazy'}
      fetchPriority={position === 0 && priority === 'high' ? 'high' : undefined}
      decoding="async"
    />
  );
  const gallery =
    photos.length === 0 ? null : (
      <Gallery>{photos.length === 1 ? photo(photos[0]!, 0) : <Carousel label={alt || t.photos} dots slides={photos.map(photo)} />}</Gallery>
    );
  // Side by side only when the photos open or close the text.
  const beside = !!gallery && hasBefore !== hasAfter;

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Layout data-beside={beside ? 'true' : undefined}>
          {hasBefore && <Text html={before} />}
          {gallery}
          {hasAfter && <Text html={after} />}
        </Layout>
      </Container>
    </Surface>
  );
}

export const collectionItemComponent = CollectionItem satisfies BlockComponent<Fields, never>;
