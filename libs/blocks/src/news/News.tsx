import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { localisedPath } from '@lux/content';
import { Button, Container, Heading, Pagination, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { useComponentFetch } from '../shared/useComponentFetch';
import { newsDate, newsPath, paginationStatus, parseNewsResponse, type NewsItem, type NewsPage, type NewsSource } from './api';
import type { NewsData } from './data';
import { useContentEnvironment } from './environment';
import { Badge, Card, Footer, Grid, Message, Meta, QuickLinks, ReadMore, Section, Teaser, VisuallyHidden } from './News.styles';
import { newsStrings } from './strings';
import type { Fields } from './types';
import { recordNewsVisit, useVisitedNews } from './visited';

const isNewsData = (value: unknown): value is NewsData =>
  typeof value === 'object' && value !== null && 'source' in value && typeof (value as NewsData).source?.locale === 'string';

const cardSizes = '(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw';

interface CardProps {
  item: NewsItem;
  locale: BlockProps<Fields>['locale'];
  dateLocale: string;
  level: HeadingLevel;
  readMore: string;
  visited: boolean;
  visitedLabel: string;
  publishedLabel: string;
  index: number;
}

function NewsCard({ item, locale, dateLocale, level, readMore, visited, visitedLabel, publishedLabel, index }: CardProps) {
  const to = localisedPath(locale, item.path);
  const onFollow = () => recordNewsVisit(item.path);
  return (
    <Card data-visited={visited || undefined} aria-labelledby={`news-${item.pageId}`}>
      {item.imageId !== null && <BlockImage image={item.imageId} index={index} priority="lazy" sizes={cardSizes} />}
      <Heading size="xs" level={level} id={`news-${item.pageId}`}>
        <Link to={to} onClick={onFollow}>
          {item.title}
        </Link>
      </Heading>
      <Meta>
        <span>
          <VisuallyHidden>{publishedLabel} </VisuallyHidden>
          <time dateTime={item.publishedAt}>{newsDate(item.publishedAt, dateLocale)}</time>
        </span>
        {visited && <Badge>{visitedLabel}</Badge>}
      </Meta>
      {item.teaser && <Teaser>{item.teaser}</Teaser>}
      <ReadMore>
        {/* The visible words start the name (WCAG 2.5.3); the title tells the links apart. */}
        <Link to={to} onClick={onFollow} aria-label={`${readMore}: ${item.title}`}>
          {readMore}
        </Link>
      </ReadMore>
    </Card>
  );
}

/**
 * News (B§3.2): the news pages as cards — image, title, date, teaser, "read more" — a page at a time
 * with "n of %" pagination, quick links, and the editor's texts for errors and empty results (B§8). The
 * first page comes from the server (data loader); later pages are fetched in the browser. Visited
 * articles are marked and can be cleared (A§4, `visitedNewsPages` in localStorage, A§9). With the
 * `news.market` setting the block lists the MENA news of that market (A§5).
 */
function News({ fields: f, locale, index, data }: BlockProps<Fields>) {
  const t = stringsFor(newsStrings, locale);
  const environment = useContentEnvironment();
  const server = isNewsData(data) ? data : null;
  const source: NewsSource = useMemo(() => server?.source ?? { locale, market: null }, [server, locale]);
  const [page, setPage] = useState(server?.first?.page ?? 1);
  const initial = page === (server?.first?.page ?? 1) ? (server?.first ?? null) : null;
  const state = useComponentFetch<NewsPage>(
    async () => parseNewsResponse(await environment.getJson(newsPath(source, page))),
    [source.locale, source.market, page],
    { initial },
  );
  const { visited, clear } = useVisitedNews();
  const [cleared, setCleared] = useState(false);

  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const itemLevel = Math.min(level + (heading ? 1 : 0), 6) as HeadingLevel;
  const result = state.data;
  const showError = state.status === 'error' || (state.status !== 'pending' && result === null);
  const listLabel = heading || t.label;

  const body = (() => {
    if (state.status === 'pending' && result === null) return <p role="status">{t.loading}</p>;
    if (showError) {
      return (
        <Message role="alert">
          <Heading size="xs" level={itemLevel}>
            {f.error_heading}
          </Heading>
          <p>{f.error_text}</p>
          <Button variant="secondary" size="small" onClick={state.retry}>
            {t.retry}
          </Button>
        </Message>
      );
    }
    if (!result || result.items.length === 0) {
      return (
        <Message role="status">
          <Heading size="xs" level={itemLevel}>
            {f.no_results_heading}
          </Heading>
          <p>{f.no_results_text}</p>
        </Message>
      );
    }
    return (
      <Grid aria-label={listLabel} aria-busy={state.status === 'pending' || undefined}>
        {result.items.map((item) => (
          <li key={item.pageId}>
            <NewsCard
              item={item}
              locale={locale}
              dateLocale={source.locale === 'ge' ? 'ka' : source.locale}
              level={itemLevel}
              readMore={f.read_more_label}
              visited={visited.has(item.path)}
              visitedLabel={t.visited}
              publishedLabel={t.published}
              index={index}
            />
          </li>
        ))}
      </Grid>
    );
  })();

  const links = f.quick_links.filter((link) => link.link_text.trim() !== '');
  const pages = result?.pages ?? 1;

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {heading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {links.length > 0 && (
            <QuickLinks aria-label={t.quickLinks}>
              <ul>
                {links.map((link) => (
                  <li key={`${link.url}|${link.link_text}`}>
                    <BlockLink link={link} locale={locale} />
                  </li>
                ))}
              </ul>
            </QuickLinks>
          )}
          {body}
          <Footer>
            {result && pages > 1 && !showError ? (
              <Pagination
                page={page}
                pageCount={pages}
                onPageChange={setPage}
                aria-label={t.pagination}
                previousLabel={t.previous}
                nextLabel={t.next}
                formatStatus={(current, count) => paginationStatus(f.pagination_label, current, count)}
              />
            ) : (
              <span />
            )}
            {visited.size > 0 && (
              <Button
                variant="tertiary"
                size="small"
                onClick={() => {
                  clear();
                  setCleared(true);
                }}
              >
                {t.clearVisited}
              </Button>
            )}
            <VisuallyHidden role="status">{cleared && visited.size === 0 ? t.visitedCleared : ''}</VisuallyHidden>
          </Footer>
        </Section>
      </Container>
    </Surface>
  );
}

export const newsComponent = News satisfies BlockComponent<Fields>;
