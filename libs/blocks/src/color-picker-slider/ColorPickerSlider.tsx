import { useId, useState } from 'react';
import { useUnit } from 'effector-react';
import { $priceSettings } from '@lux/pricing';
import { Container, Heading, Surface, headingLevelFromTag, type ThemeName } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { SliderTheme } from '../shared/values';
import { pickableColours, surchargeOf, swatchColour, type Surcharge } from './colours';
import {
  Arrow,
  Caption,
  ColourName,
  Intro,
  Meta,
  Paragraph,
  Section,
  Stage,
  Swatch,
  SwatchList,
  Swatches,
  VisuallyHidden,
} from './ColorPickerSlider.styles';
import { colorPickerStrings } from './strings';
import type { Fields, Group } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function surchargeText(surcharge: Surcharge, t: { included: string; surcharge: string }): string {
  if (surcharge.kind === 'included') return t.included;
  if (surcharge.kind === 'amount') return `${t.surcharge} ${surcharge.text}`;
  return surcharge.kind === 'text' ? surcharge.text : '';
}

/**
 * Colour picker slider (B§3.2): up to 20 paint colours, each a swatch and a picture of the car in it.
 * The swatches are a radio group (arrow keys move through them, mirrored by the browser under RTL);
 * previous and next buttons step through the colours too. The chosen picture fades in; pictures load
 * only once a colour is chosen or its swatch is pointed at or focused.
 */
function ColorPickerSlider({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const settings = useUnit($priceSettings);
  const t = stringsFor(colorPickerStrings, locale);
  const name = useId();
  const colours = pickableColours(groups);
  const [selected, setSelected] = useState(0);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (colours.length === 0) return null;

  const current = Math.min(selected, colours.length - 1);
  const colour = colours[current]!;
  const heading = textOf(f.heading);
  const warm = (position: number) =>
    setLoaded((set) => (set.has(position) ? set : new Set([...set, position])));
  const choose = (position: number) => {
    const next = (position + colours.length) % colours.length;
    warm(next);
    setSelected(next);
  };
  const price = surchargeText(surchargeOf(colour.price, settings), t);

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none" data-slider-theme={f.box_color}>
      <Container>
        <Section>
          {(heading || textOf(f.paragraph)) && (
            <Intro>
              {heading && (
                <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                  <InlineHtml html={f.heading} />
                </Heading>
              )}
              <Paragraph html={f.paragraph} />
            </Intro>
          )}
          <Stage>
            {colours.map((item, position) =>
              loaded.has(position) ? (
                <div
                  key={`${item.color_name}-${position}`}
                  data-frame
                  data-active={position === current}
                  aria-hidden={position !== current}
                >
                  <BlockImage
                    image={item.image}
                    index={index}
                    priority={position === 0 ? undefined : 'eager'}
                    fallbackAlt={item.color_name}
                  />
                </div>
              ) : null,
            )}
            {colours.length > 1 && (
              <>
                <Arrow
                  type="button"
                  data-side="start"
                  aria-label={t.previous}
                  onClick={() => choose(current - 1)}
                >
                  <span style={{ display: 'inline-grid', transform: 'scaleX(-1)' }}>
                    <Chevron />
                  </span>
                </Arrow>
                <Arrow type="button" data-side="end" aria-label={t.next} onClick={() => choose(current + 1)}>
                  <Chevron />
                </Arrow>
              </>
            )}
          </Stage>
          <Caption aria-live="polite">
            <ColourName>{colour.color_name}</ColourName>
            <Meta>
              {price}
              {price && colours.length > 1 ? ' · ' : ''}
              {colours.length > 1 ? t.position(current + 1, colours.length) : ''}
            </Meta>
          </Caption>
          {colours.length > 1 && (
            <Swatches>
              <legend>{t.choose}</legend>
              <SwatchList>
                {colours.map((item, position) => {
                  const code = swatchColour(item.color_code);
                  const extra = surchargeText(surchargeOf(item.price, settings), t);
                  return (
                    <Swatch key={`${item.color_name}-${position}`} onPointerEnter={() => warm(position)}>
                      <input
                        type="radio"
                        name={name}
                        value={String(position)}
                        checked={position === current}
                        onChange={() => choose(position)}
                        onFocus={() => warm(position)}
                      />
                      <span data-chip style={code ? { backgroundColor: code } : undefined}>
                        {item.swatch && (item.swatch.id || item.swatch.id === 0) ? (
                          <BlockImage
                            image={item.swatch}
                            index={index}
                            ratio="1-1"
                            sizes="36px"
                            priority="lazy"
                          />
                        ) : null}
                      </span>
                      <VisuallyHidden>
                        {item.color_name}
                        {extra ? `, ${extra}` : ''}
                      </VisuallyHidden>
                    </Swatch>
                  );
                })}
              </SwatchList>
            </Swatches>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const colorPickerSliderComponent = ColorPickerSlider satisfies BlockComponent<Fields, Group>;
