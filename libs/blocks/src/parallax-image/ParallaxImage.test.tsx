import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { MAX_ITEMS, parallaxImageComponent as ParallaxImage, parallaxItems } from './ParallaxImage';
import type { Fields, Group } from './types';

const fields: Fields = { block_scroll_id: '', box_color: 'dark' };
const item = (heading: string): Group => ({
  image: { id: 1, alt: heading },
  heading,
  paragraph: `<p>${heading}</p>`,
});

function renderBlock(groups: Group[]) {
  return render(
    <UiProvider locale="he">
      <ParallaxImage id={1} index={1} locale="he" fields={fields} groups={groups} />
    </UiProvider>,
  );
}

const injectedCss = () =>
  Array.from(document.head.querySelectorAll('style'), (s) => s.textContent).join('\n');

afterEach(cleanup);

describe('parallax-image', () => {
  it('declares exactly the template fields and group fields, dark by default', () => {
    const template = templateByKey('parallax-image');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
    expect(Object.keys(item('a')).sort()).toEqual(template.field_groups_template.map((f) => f.symbol).sort());
    expect(template.fields.find((f) => f.symbol === 'box_color')?.value).toBe('dark');
    expect(template.max_field_groups).toBe(MAX_ITEMS);
  });

  it('keeps at most 40 items and drops empty ones (B§9)', () => {
    const many = Array.from({ length: 41 }, (_, i) => item(`#${i}`));
    expect(parallaxItems(many)).toHaveLength(40);
    expect(parallaxItems([{ image: null, heading: ' ', paragraph: '' }])).toEqual([]);
  });

  it('renders nothing without items', () => {
    const { container } = renderBlock([]);
    expect(container.innerHTML).toBe('');
  });

  it('moves images only for people who have not asked for reduced motion', () => {
    renderBlock([item('Defender')]);
    const css = injectedCss().replace(/\s+/g, '');
    const motion = css.indexOf('@media(prefers-reduced-motion:no-preference)');
    expect(motion).toBeGreaterThan(-1);
    const timelines = [...css.matchAll(/animation-timeline:view\(\)/g)].map((m) => m.index);
    expect(timelines.length).toBeGreaterThan(0);
    expect(timelines.every((at) => at > motion)).toBe(true);
  });

  it('uses the banner crop and the block priority for the first image only', () => {
    renderBlock([item('Defender'), item('Discovery')]);
    expect(screen.getByRole('img', { name: 'Defender' }).getAttribute('src')).toContain('ratio=16-6-5');
    expect(screen.getByRole('img', { name: 'Defender' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Discovery' }).getAttribute('loading')).toBe('lazy');
  });
});
