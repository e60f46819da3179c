import {
  Container,
  Heading,
  Surface,
  headingLevelFromTag,
  isLinkShown,
  type HeadingLevel,
  type ThemeName,
} from '@lux/ui';
import { useCatalogueFormatters } from '../model-catalogue/price';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { ImageValue, LinkValue, SliderTheme } from '../shared/values';
import { Card, LinkRow, Media, Section, Table } from './ModelsCarousel.styles';
import { parseSpecs, priceCell, readModels } from './specs';
import { modelsCarouselStrings } from './strings';
import type { Fields, Group, SpecTableRow } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);
const hasImage = (image: ImageValue | null): image is ImageValue =>
  !!image && image.id !== '' && image.id !== null && image.id !== undefined;

/** One per view on phones, two from 768 px, three from 1024 px. */
export const slideSizes =
  '(min-width: 1480px) 470px, (min-width: 1024px) 32vw, (min-width: 768px) 48vw, 100vw';

interface Slide {
  name: string;
  image: ImageValue | number | null;
  link: LinkValue | null;
  caption: string;
  rows: SpecTableRow[];
}

/**
 * Models carousel (B§3.2): nameplates on the shared Carousel, each with its picture (the cut-out when
 * there is one), a table of versions with engine, consumption, price and lease (th scope, caption) and
 * a link. A slide naming a catalogue model key gets the catalogue's name, picture, page and versions
 * where the editor left them out; prices go through @lux/pricing.
 */
function ModelsCarousel({ fields: f, groups, locale, index, data }: BlockProps<Fields, Group>) {
  const prices = useCatalogueFormatters(locale);
  const t = stringsFor(modelsCarouselStrings, locale);
  const models = readModels(data);
  const slides: Slide[] = groups.flatMap((group) => {
    const model = models[group.nameplate.trim().toLowerCase()];
    const specs = parseSpecs(group.specs);
    const name = model?.name ?? group.nameplate.trim();
    if (!name) return [];
    const image = hasImage(group.transparent_image)
      ? group.transparent_image
      : hasImage(group.car_image)
        ? group.car_image
        : (model?.imageId ?? null);
    const link =
      group.link && isLinkShown(group.link)
        ? group.link
        : model?.pagePath
          ? {
              url: model.pagePath,
              type: 'internal' as const,
              target: '_self' as const,
              link_text: t.discover,
              ui_type: 'secondary' as const,
            }
          : null;
    const rows = specs.rows.length > 0 ? specs.rows : (model?.rows ?? []);
    return [{ name, image, link, caption: specs.name || t.versions(name), rows }];
  });
  if (slides.length === 0) return null;
  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const itemLevel = Math.min(level + (heading ? 1 : 0), 6) as HeadingLevel;

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none" data-slider-theme={f.box_color}>
      <Container>
        <Section>
          {heading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Carousel
            label={heading || t.label}
            perView={{ sm: 1, md: 2, lg: 3 }}
            slides={slides.map((slide, position) => {
              const hasLease = slide.rows.some((row) => priceCell(row.lease, prices.lease) !== '');
              return (
                <Card>
                  <Media>
                    <BlockImage
                      image={slide.image}
                      index={index}
                      priority={position < 3 ? undefined : 'lazy'}
                      sizes={slideSizes}
                      fallbackAlt={slide.name}
                    />
                  </Media>
                  <Heading size="s" level={itemLevel}>
                    {slide.name}
                  </Heading>
                  {slide.rows.length > 0 && (
                    <Table>
                      <caption>{slide.caption}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t.version}</th>
                          <th scope="col">{t.price}</th>
                          {hasLease && <th scope="col">{t.lease}</th>}
                        </tr>
                      </thead>
                      <tbody>
                        {slide.rows.map((row, rowIndex) => (
                          <tr key={`${row.name}-${rowIndex}`}>
                            <th scope="row">
                              {row.name}
                              {(row.engine || row.consumption) && (
                                <small>{[row.engine, row.consumption].filter(Boolean).join(' · ')}</small>
                              )}
                            </th>
                            <td>{priceCell(row.price, prices.price)}</td>
                            {hasLease && <td>{priceCell(row.lease, prices.lease)}</td>}
                          </tr>
                        ))}
                      </tbody>
                    </Table>
                  )}
                  {slide.link && (
                    <LinkRow>
                      <BlockLink link={slide.link} locale={locale} />
                    </LinkRow>
                  )}
                </Card>
              );
            })}
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const modelsCarouselComponent = ModelsCarousel satisfies BlockComponent<Fields, Group>;
