import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { localisedPath, type Locale } from '@lux/content';
import { $priceSettings, formatPrice, type PriceSettings } from '@lux/pricing';
import { Button, Container, Heading, Surface, headingLevelFromTag, type HeadingLevel, type ThemeName } from '@lux/ui';
import { useContentEnvironment } from '../news/environment';
import { BlockImage } from '../shared/BlockImage';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { useComponentFetch } from '../shared/useComponentFetch';
import type { SliderTheme } from '../shared/values';
import { Card, Description, Group, Intro, LinkRow, Message, Price, Section, VisuallyHidden } from './CollectionFeedSlider.styles';
import { feedPath, parseFeedResponse, type FeedGroup, type FeedItem } from './feed';
import { collectionFeedStrings } from './strings';
import type { Fields } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);
const itemSizes = '(min-width: 1480px) 350px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw';

const isGroups = (value: unknown): value is FeedGroup[] => Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && Array.isArray((entry as FeedGroup).items));

/** Shekels through the site's price format (@lux/pricing); another currency through Intl. */
export function feedPrice(item: FeedItem, settings: PriceSettings, locale: string): string {
  if (item.price === null) return '';
  if (item.currency === 'ILS') return formatPrice(item.price, settings);
  return new Intl.NumberFormat(locale === 'he' ? 'he-IL' : 'en-GB', { style: 'currency', currency: item.currency, maximumFractionDigits: 0 }).format(item.price);
}

function ItemLink({ item, locale, text }: { item: FeedItem; locale: Locale; text: string }) {
  if (!item.url) return null;
  // The visible words start the name (WCAG 2.5.3); the title tells the links apart.
  const name = `${text}: ${item.title}`;
  return item.url.startsWith('/') ? (
    <Link to={localisedPath(locale, item.url)} aria-label={name}>
      {text}
    </Link>
  ) : (
    <a href={item.url} aria-label={name}>
      {text}
    </a>
  );
}

/**
 * Collection feed slider (B§3.2): the items of a market's merchandise collection from the feed (lang,
 * market, collection; 10 by default, B§9) on the shared Carousel, one slider per group when `grouped`,
 * dots when `show_pagination`. Prices through @lux/pricing, kept left to right in Hebrew and Arabic.
 * Server-rendered from the data loader; fetched in the browser when that failed, with a retry (A§8).
 */
function CollectionFeedSlider({ fields: f, locale, index, data }: BlockProps<Fields>) {
  const settings = useUnit($priceSettings);
  const t = stringsFor(collectionFeedStrings, locale);
  const environment = useContentEnvironment();
  const path = feedPath(f);
  const state = useComponentFetch<FeedGroup[]>(
    path ? async () => parseFeedResponse(await environment.getJson(path), f.grouped) : null,
    [path, f.grouped],
    { initial: isGroups(data) ? data : null },
  );
  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const groupLevel = Math.min(level + (heading ? 1 : 0), 6) as HeadingLevel;
  const groups = state.data;
  const label = heading || t.label;

  const slider = (items: FeedItem[], name: string, itemLevel: HeadingLevel) => (
    <Carousel
      label={name}
      perView={{ sm: 2, md: 3, lg: 4 }}
      dots={f.show_pagination}
      slides={items.map((item, position) => {
        const price = feedPrice(item, settings, locale);
        return (
          <Card lang={f.lang} dir="auto">
            {item.imageId !== null ? (
              <BlockImage image={item.imageId} index={index} priority={position < 4 ? undefined : 'lazy'} ratio="1-1" sizes={itemSizes} />
            ) : item.imageUrl ? (
              <img src={item.imageUrl} alt="" loading="lazy" width={600} height={600} />
            ) : null}
            <Heading size="xs" level={itemLevel}>
              {item.title}
            </Heading>
            {item.description && <Description>{item.description}</Description>}
            {price && (
              <Price>
                <VisuallyHidden>{t.price} </VisuallyHidden>
                <bdi dir="ltr">{price}</bdi>
              </Price>
            )}
            <LinkRow>
              <ItemLink item={item} locale={locale} text={t.shop} />
            </LinkRow>
          </Card>
        );
      })}
    />
  );

  const body = (() => {
    if (groups === null && state.status === 'pending') return <p role="status">{t.loading}</p>;
    if (groups === null || state.status === 'error') {
      return (
        <Message role="alert">
          <p>{t.error}</p>
          <Button variant="secondary" size="small" onClick={state.retry}>
            {t.retry}
          </Button>
        </Message>
      );
    }
    if (groups.length === 0) return <p role="status">{t.empty}</p>;
    if (!f.grouped) return slider(groups.flatMap((group) => group.items), label, groupLevel);
    const itemLevel = Math.min(groupLevel + 1, 6) as HeadingLevel;
    return groups.map((group) => {
      const name = group.group ?? t.other;
      return (
        <Group key={name}>
          <Heading size="s" level={groupLevel} lang={f.lang}>
            {name}
          </Heading>
          {slider(group.items, name, itemLevel)}
        </Group>
      );
    });
  })();

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none" data-slider-theme={f.box_color}>
      <Container>
        <Section>
          {heading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {textOf(f.paragraph) && <Intro html={f.paragraph} />}
          {body}
        </Section>
      </Container>
    </Surface>
  );
}

export const collectionFeedSliderComponent = CollectionFeedSlider satisfies BlockComponent<Fields>;
