import { useState } from 'react';
import { Container, Heading, Surface } from '@lux/ui';
import { labelOr } from '../model-catalogue/labels';
import { useSpecPrices } from '../model-catalogue/car-data';
import { BlockImage } from '../shared/BlockImage';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { ImageValue } from '../shared/values';
import { versatilityStrings } from './strings';
import type { Fields } from './types';
import {
  Counter,
  Header,
  Headings,
  Interact,
  Section,
  SmallHeading,
  Stage,
  Step,
  Steps,
  VisuallyHidden,
} from './Versatility.styles';

const hasImage = (image: ImageValue | null): image is ImageValue =>
  !!image && image.id !== '' && image.id !== null && image.id !== undefined;

/** The counter in the page's digits and grouping; nothing for 0 or less (the template default is 0). */
export function counterText(value: number, locale: string): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  return new Intl.NumberFormat(locale === 'he' ? 'he-IL' : locale).format(value);
}

/**
 * Versatility (B§3.2): a big counter beside a small and a big heading, over up to four frames of the
 * same car (seat and load layouts, say) that the visitor steps through: the whole picture is a button
 * ("Click to interact" on desktop, "Tap to interact" on touch screens) that moves to the next frame,
 * and numbered buttons go to any frame. Headings may name catalogue values by car key
 * ({{spec:…:boot_litres}}), filled on the server.
 */
function Versatility({ fields: f, locale, index, data }: BlockProps<Fields>) {
  const t = stringsFor(versatilityStrings, locale);
  const fill = useSpecPrices(data, locale);
  const [current, setCurrent] = useState(0);
  const frames = [f.frame_1, f.frame_2, f.frame_3, f.frame_4].filter(hasImage);
  const small = fill.text(f.small_heading).trim();
  const big = fill.text(f.big_heading).trim();
  const counter = counterText(f.counter_number, locale);
  if (frames.length === 0 && !big && !small) return null;
  const position = Math.min(current, Math.max(frames.length - 1, 0));
  const status = t.frame(position + 1, frames.length);

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {(counter || small || big) && (
            <Header data-reversed={f.reversed_counter_position}>
              {counter && <Counter>{counter}</Counter>}
              <Headings>
                {small && <SmallHeading>{small}</SmallHeading>}
                {big && (
                  <Heading size="l" level={2}>
                    {big}
                  </Heading>
                )}
              </Headings>
            </Header>
          )}
          {frames.length > 0 && (
            <Stage>
              {frames.map((frame, n) => (
                <div
                  key={`${String(frame.id)}-${n}`}
                  data-frame
                  data-active={n === position}
                  aria-hidden={n !== position}
                >
                  <BlockImage image={frame} index={index} priority={n === 0 ? undefined : 'lazy'} />
                </div>
              ))}
              {frames.length > 1 && (
                <Interact type="button" onClick={() => setCurrent((position + 1) % frames.length)}>
                  <span data-pointer="fine">
                    {labelOr(f.click_to_interact_desktop, 'Click to interact', t.clickToInteract)}
                  </span>
                  <span data-pointer="coarse">
                    {labelOr(f.click_to_interact_mobile, 'Tap to interact', t.tapToInteract)}
                  </span>
                  <VisuallyHidden> ({status})</VisuallyHidden>
                </Interact>
              )}
            </Stage>
          )}
          {frames.length > 1 && (
            <Steps role="group" aria-label={t.frames}>
              {frames.map((frame, n) => (
                <Step
                  key={`${String(frame.id)}-${n}`}
                  type="button"
                  aria-pressed={n === position}
                  aria-label={t.frame(n + 1, frames.length)}
                  onClick={() => setCurrent(n)}
                >
                  {n + 1}
                </Step>
              ))}
            </Steps>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const versatilityComponent = Versatility satisfies BlockComponent<Fields>;
