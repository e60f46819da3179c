import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, useDirection, type HeadingLevel } from '@lux/ui';
import { toImageValue } from '../interior-360/panorama';
import { BlockImage } from '../shared/BlockImage';
import { InlineHtml } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import {
  Card,
  CardBody,
  CardFrame,
  Close,
  Copy,
  Figure,
  Layer,
  Section,
  Spot,
  SpotButton,
} from './HotspotsContainer.styles';
import { cardPlacement, hotspotEvent, parseHotspots, pushDataLayer } from './hotspots';
import { hotspotsStrings } from './strings';
import type { Fields } from './types';

/**
 * B§3.2 hotspots container: points of interest on an image, from the hotspots JSON. Each point is a button
 * (44 px, in the tab order) disclosing its heading and text in a card; one is open at a time, Escape or the
 * card's close button shuts it and returns focus to its point. Each opening sends a data-layer event.
 */
function HotspotsContainer({ fields: f, index, locale }: BlockProps<Fields, never>) {
  const t = stringsFor(hotspotsStrings, locale);
  const dir = useDirection();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const image = toImageValue(f.image);
  const spots = image ? parseHotspots(f.hotspots) : [];
  const level = headingLevelFromTag(f.header_tag);
  const itemLevel = Math.min(level + (f.heading.trim() ? 1 : 0), 6) as HeadingLevel;
  if (!image && !f.heading.trim() && !f.paragraph.trim()) return null;

  const toggle = (position: number) => {
    if (open === position) {
      setOpen(null);
      return;
    }
    setOpen(position);
    pushDataLayer(hotspotEvent(spots[position]!, position, f));
  };
  const close = () => {
    const from = open;
    setOpen(null);
    if (from !== null) buttons.current[from]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || open === null) return;
    event.preventDefault();
    close();
  };

  const openSpot = open === null ? undefined : spots[open];
  const place = openSpot ? cardPlacement(openSpot) : undefined;
  const spotName = (position: number) => spots[position]?.heading || t.point(position + 1);

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {(f.heading.trim() || f.paragraph.trim()) && (
            <Copy>
              {f.heading.trim() && (
                <Heading size={f.header_size} level={level}>
                  <InlineHtml html={f.heading} />
                </Heading>
              )}
              <RichText html={f.paragraph} />
            </Copy>
          )}
          {image && (
            // Escape from anywhere inside (a point or its card) closes the card.
            <Figure onKeyDown={onKeyDown}>
              <BlockImage
                image={image}
                index={index}
                ratio="16-9"
                sizes="(min-width: 1480px) 1400px, 100vw"
              />
              {spots.length > 0 && (
                <div dir="ltr">
                  <Layer aria-label={t.points}>
                    {spots.map((spot, position) => (
                      <Spot
                        key={`${position}-${spot.x}-${spot.y}`}
                        style={{ '--x': `${spot.x}%`, '--y': `${spot.y}%` } as CSSProperties}
                      >
                        <SpotButton
                          ref={(element) => {
                            buttons.current[position] = element;
                          }}
                          type="button"
                          aria-expanded={open === position}
                          aria-controls={open === position ? `${baseId}-card` : undefined}
                          aria-label={spotName(position)}
                          onClick={() => toggle(position)}
                        >
                          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                            <path d="M8 2v12M2 8h12" fill="none" stroke="currentColor" strokeWidth="2" />
                          </svg>
                        </SpotButton>
                      </Spot>
                    ))}
                  </Layer>
                  {openSpot && place && (
                    <CardFrame style={{ '--x': `${openSpot.x}%`, '--y': `${openSpot.y}%` } as CSSProperties}>
                      <Card
                        id={`${baseId}-card`}
                        data-h={place.horizontal}
                        data-v={place.vertical}
                        role="group"
                        aria-label={spotName(open!)}
                      >
                        <CardBody dir={dir}>
                          {openSpot.heading && (
                            <Heading size="xs" level={itemLevel}>
                              {openSpot.heading}
                            </Heading>
                          )}
                          {openSpot.paragraph && <p>{openSpot.paragraph}</p>}
                          <Close type="button" aria-label={t.close} onClick={close}>
                            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                              <path
                                d="M6 6l12 12M18 6L6 18"
                                fill="none"
                                stroke="currentColor"
                                strokeWidth="2"
                              />
                            </svg>
                          </Close>
                        </CardBody>
                      </Card>
                    </CardFrame>
                  )}
                </div>
              )}
            </Figure>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const hotspotsContainerComponent = HotspotsContainer satisfies BlockComponent<Fields, never>;
