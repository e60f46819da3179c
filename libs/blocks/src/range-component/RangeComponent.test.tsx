import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../hero-banner/testing';
import { formatRange, unitLabel } from './RangeComponent';
import { rangeComponentStrings } from './strings';

afterEach(cleanup);

describe('range-component', () => {
  it('formats the figure for the locale and hides unset, zero or negative values', () => {
    expect(formatRange(113, 'he')).toBe('113');
    expect(formatRange(1250.54, 'en')).toBe('1,250.5');
    expect(formatRange(null, 'he')).toBeNull();
    expect(formatRange(0, 'he')).toBeNull();
    expect(formatRange(-4, 'he')).toBeNull();
    expect(formatRange(Number.NaN, 'he')).toBeNull();
  });

  it('localises km and mi and keeps other units as typed', () => {
    expect(unitLabel('KM', rangeComponentStrings.he)).toEqual({ short: 'ק״מ', long: 'קילומטרים' });
    expect(unitLabel('mi', rangeComponentStrings.ru).short).toBe('миль');
    expect(unitLabel('kWh', rangeComponentStrings.en)).toEqual({ short: 'kWh', long: 'kWh' });
  });

  it('renders nothing without a figure, copy or image', () => {
    const { container } = renderBlock('range-component', { range_value: 0 });
    expect(container.querySelector('[data-block="range-component"]')?.children).toHaveLength(0);
  });

  it('shows the figure with its unit on the dark default theme', () => {
    const { container } = renderBlock('range-component', { heading: 'דיפנדר PHEV', range_value: 51 });
    expect(screen.getByText('51')).toBeTruthy();
    expect(screen.getByText('קילומטרים')).toBeTruthy();
    expect(container.querySelector('section')?.getAttribute('data-theme')).toBe('dark');
  });
});
