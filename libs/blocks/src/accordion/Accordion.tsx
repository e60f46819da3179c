import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Container, Heading, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Header, Item, Items, Panel, Section, Trigger } from './Accordion.styles';
import { faqJsonLd, labelOr, visibleItems } from './faq';
import { accordionStrings } from './strings';
import type { Fields, Group } from './types';

/** APG: panels are regions only while there are few of them, so landmarks don't proliferate. */
const MAX_REGIONS = 6;

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * Questions that open and close (WAI-ARIA accordion): each question is a heading holding a button with
 * aria-expanded that controls its answer panel; Up/Down/Home/End move between the questions. Open all and
 * close all (A§4) switch every panel; with has_schema the pairs are also published as FAQPage JSON-LD.
 */
function Accordion({ fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(accordionStrings, locale);
  const baseId = useId();
  const items = visibleItems(groups);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const hasHeading = textOf(f.heading) !== '';
  if (items.length === 0) return null;

  const level = headingLevelFromTag(f.header_tag);
  const itemLevel = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  const allOpen = items.every((_, index) => open.has(index));
  const schema = f.has_schema ? faqJsonLd(items) : null;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const triggerId = (index: number) => `${baseId}-trigger-${index}`;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown' ? (index + 1) % items.length
      : event.key === 'ArrowUp' ? (index - 1 + items.length) % items.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          <Header>
            {hasHeading && (
              <Heading size={f.header_size} level={level}>
                <InlineHtml html={f.heading} />
              </Heading>
            )}
            {items.length > 1 && (
              <Button
                variant="tertiary"
                aria-controls={items.map((_, index) => panelId(index)).join(' ')}
                onClick={() => setOpen(allOpen ? new Set() : new Set(items.map((_, index) => index)))}
              >
                {allOpen ? labelOr(f.close_all_label, 'Close all', t.closeAll) : labelOr(f.open_all_label, 'Open all', t.openAll)}
              </Button>
            )}
          </Header>
          <Items>
            {items.map((item, index) => {
              const expanded = open.has(index);
              return (
                <Item key={`${item.question}-${index}`}>
                  <Heading size="xs" level={itemLevel}>
                    <Trigger
                      ref={(node) => {
                        triggers.current[index] = node;
                      }}
                      type="button"
                      id={triggerId(index)}
                      aria-expanded={expanded}
                      aria-controls={panelId(index)}
                      onClick={() => toggle(index)}
                      onKeyDown={(event) => onKeyDown(event, index)}
                    >
                      <span>{item.question}</span>
                      <Chevron />
                    </Trigger>
                  </Heading>
                  <Panel
                    id={panelId(index)}
                    role={items.length <= MAX_REGIONS ? 'region' : undefined}
                    aria-labelledby={triggerId(index)}
                    hidden={!expanded}
                  >
                    <RichText html={item.answer} />
                  </Panel>
                </Item>
              );
            })}
          </Items>
        </Section>
      </Container>
      {schema && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: schema }} />}
    </Surface>
  );
}

export const accordionComponent = Accordion satisfies BlockComponent<Fields, Group>;
