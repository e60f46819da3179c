import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, useDirection, type HeadingLevel } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { Carousel } from '../shared/carousel';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { entryName, timelineEntries, type TimelineEntry } from './entries';
import { Copy, Media, Model, Panel, PanelYear, Section, Tab, TabList, Year } from './IconsTimeline.styles';
import { iconsTimelineStrings } from './strings';
import type { Fields, Group } from './types';

/** The image takes 7 of 12 columns from 901 px (the container tops out at 1480 px). */
const SIZES = '(min-width: 1480px) 820px, (min-width: 901px) 56vw, 100vw';

/**
 * Model history as a timeline: the years form a WAI-ARIA tab list (roving tabindex, selection follows
 * focus, arrow keys along the reading direction so ArrowLeft moves on in Hebrew, Home/End), each year's
 * panel shows its model, copy and images — several images slide in the shared carousel.
 */
function IconsTimeline({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const t = stringsFor(iconsTimelineStrings, locale);
  const dir = useDirection();
  const baseId = useId();
  const entries = timelineEntries(groups);
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  if (entries.length === 0) return null;

  const current = Math.min(selected, entries.length - 1);
  const hasHeading = textOf(f.heading) !== '';
  const level = headingLevelFromTag(f.header_tag);
  const entryLevel = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  const nameOf = (entry: TimelineEntry, position: number) => entryName(entry) || t.entry(position + 1);
  const tabId = (position: number) => `${baseId}-tab-${position}`;
  const panelId = (position: number) => `${baseId}-panel-${position}`;

  const select = (position: number) => {
    setSelected(position);
    tabs.current[position]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = entries.length - 1;
    const target =
      event.key === forward ? (current === last ? 0 : current + 1)
      : event.key === backward ? (current === 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {hasHeading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <TabList role="tablist" aria-label={textOf(f.heading) || t.label} onKeyDown={onKeyDown}>
            {entries.map((entry, position) => (
              <Tab
                key={`${entry.year}-${entry.model}-${position}`}
                ref={(node) => {
                  tabs.current[position] = node;
                }}
                type="button"
                role="tab"
                id={tabId(position)}
                aria-selected={position === current}
                aria-controls={panelId(position)}
                tabIndex={position === current ? 0 : -1}
                onClick={() => setSelected(position)}
              >
                {entry.year || entry.model ? (
                  <>
                    {entry.year && <Year>{entry.year}</Year>}
                    {/* Keeps the accessible name "1948 Series I"; a grid drops the blank visually. */}
                    {entry.year && entry.model && ' '}
                    {entry.model && <Model>{entry.model}</Model>}
                  </>
                ) : (
                  <Model>{t.entry(position + 1)}</Model>
                )}
              </Tab>
            ))}
          </TabList>
          {entries.map((entry, position) => {
            const isCurrent = position === current;
            const name = nameOf(entry, position);
            const hasMedia = entry.images.length > 0;
            return (
              <Panel
                key={`${entry.year}-${entry.model}-${position}`}
                role="tabpanel"
                id={panelId(position)}
                aria-labelledby={tabId(position)}
                tabIndex={0}
                hidden={!isCurrent}
                data-with-media={hasMedia}
              >
                {/* Media mounts with its panel only: hidden carousels cannot measure their slides. */}
                {isCurrent && hasMedia && (
                  <Media>
                    {entry.images.length === 1 ? (
                      <BlockImage image={entry.images[0]} index={index} ratio="16-9" sizes={SIZES} fallbackAlt={t.imageAlt(name, 1, 1)} />
                    ) : (
                      <Carousel
                        label={t.images(name)}
                        dots
                        slides={entry.images.map((image, n) => (
                          <BlockImage
                            key={`${image.id}-${n}`}
                            image={image}
                            index={index}
                            ratio="16-9"
                            sizes={SIZES}
                            priority={n === 0 ? undefined : 'lazy'}
                            fallbackAlt={t.imageAlt(name, n + 1, entry.images.length)}
                          />
                        ))}
                      />
                    )}
                  </Media>
                )}
                <Copy>
                  {entry.year && <PanelYear aria-hidden="true">{entry.year}</PanelYear>}
                  <Heading size="m" level={entryLevel}>
                    {name}
                  </Heading>
                  <RichText html={entry.paragraph} />
                </Copy>
              </Panel>
            );
          })}
        </Section>
      </Container>
    </Surface>
  );
}

export const iconsTimelineComponent = IconsTimeline satisfies BlockComponent<Fields, Group>;
