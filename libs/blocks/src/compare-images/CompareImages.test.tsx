import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { compareImagesComponent as CompareImages } from './CompareImages';
import { beforeClip, positionForKey, positionFromPointer, startPosition, sweepAt } from './compare';
import type { Fields } from './types';

const fields: Fields = {
  block_scroll_id: '',
  heading: '',
  header_size: 'xl',
  header_tag: 'H2',
  paragraph: '',
  start_position: 50,
  has_autostart: false,
  has_sidebar: false,
  before_image: { id: 1, alt: 'Series I' },
  before_label: '',
  after_image: { id: 2, alt: 'Defender' },
  after_label: '',
};

function renderBlock(extra: Partial<Fields> = {}, locale: 'he' | 'en' = 'he') {
  return render(
    <UiProvider locale={locale}>
      <CompareImages id={1} index={5} locale={locale} fields={{ ...fields, ...extra }} groups={[]} />
    </UiProvider>,
  );
}

afterEach(cleanup);

describe('compare-images rules', () => {
  it('declares exactly the template fields, starting at 50 percent (B§9)', () => {
    const template = templateByKey('compare-images');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
    expect(template.fields.find((f) => f.symbol === 'start_position')?.value).toBe(50);
  });

  it('reads the start position defensively', () => {
    expect(startPosition(null)).toBe(50);
    expect(startPosition(Number.NaN)).toBe(50);
    expect(startPosition(-5)).toBe(0);
    expect(startPosition(130)).toBe(100);
    expect(startPosition(33.33)).toBe(33.3);
  });

  it('measures pointer positions from the inline start', () => {
    const box = { left: 100, width: 400 };
    expect(positionFromPointer(200, box, 'ltr')).toBe(25);
    expect(positionFromPointer(200, box, 'rtl')).toBe(75);
    expect(positionFromPointer(0, box, 'ltr')).toBe(0);
    expect(positionFromPointer(900, box, 'rtl')).toBe(0);
    expect(positionFromPointer(10, { left: 0, width: 0 }, 'ltr')).toBe(50);
  });

  it('mirrors the arrow keys under RTL', () => {
    expect(positionForKey('ArrowLeft', 50, 'rtl')).toBe(52);
    expect(positionForKey('ArrowRight', 50, 'rtl')).toBe(48);
    expect(positionForKey('ArrowRight', 50, 'ltr')).toBe(52);
    expect(positionForKey('ArrowUp', 99, 'ltr')).toBe(100);
    expect(positionForKey('PageDown', 5, 'rtl')).toBe(0);
    expect(positionForKey('Home', 70, 'ltr')).toBe(0);
    expect(positionForKey('End', 70, 'ltr')).toBe(100);
    expect(positionForKey('a', 70, 'ltr')).toBeNull();
  });

  it('clips the before image on the side the direction puts it', () => {
    expect(beforeClip(30, 'ltr')).toBe('inset(0 70% 0 0)');
    expect(beforeClip(30, 'rtl')).toBe('inset(0 0 0 70%)');
  });

  it('sweeps around the start and ends there', () => {
    expect(sweepAt(0, 50)).toBe(50);
    expect(sweepAt(0.25, 50)).toBe(70);
    expect(sweepAt(0.75, 50)).toBe(30);
    expect(sweepAt(1, 50)).toBe(50);
    expect(sweepAt(0.25, 95)).toBe(100);
  });
});

describe('compare-images', () => {
  it('renders nothing without images', () => {
    const { container } = renderBlock({ before_image: null, after_image: null });
    expect(container.innerHTML).toBe('');
  });

  it('is a slider with the value, its text and the keys of the reading direction', () => {
    renderBlock({ before_label: 'Series I', after_label: '' });
    const slider = screen.getByRole('slider', { name: 'השוואת תמונות' });
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    expect(slider.getAttribute('aria-valuetext')).toBe('Series I 50%, אחרי 50%');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('52');
  });

  it('follows the pointer, measured from the right under RTL', () => {
    const { container } = renderBlock({}, 'he');
    const slider = screen.getByRole('slider');
    const stage = slider.closest('[data-stage]') as HTMLElement;
    stage.getBoundingClientRect = () => ({
      left: 0,
      width: 1000,
      top: 0,
      height: 500,
      right: 1000,
      bottom: 500,
      x: 0,
      y: 0,
      toJSON() {},
    });
    fireEvent.pointerDown(stage, { button: 0, clientX: 900, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('10');
    fireEvent.pointerMove(stage, { clientX: 400, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.pointerUp(stage, { pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 100, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('60');
    expect(container.querySelector('[style*="clip-path"]')?.getAttribute('style')).toContain(
      'inset(0 0 0 40%)',
    );
  });

  it('uses the wide crop and the header tag', () => {
    renderBlock({ heading: 'Defender', header_tag: 'H4' }, 'en');
    expect(screen.getByRole('heading', { level: 4, name: 'Defender' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Defender' }).getAttribute('src')).toContain('ratio=16-9');
    expect(screen.getByRole('img', { name: 'Defender' }).getAttribute('loading')).toBe('lazy');
  });
});
