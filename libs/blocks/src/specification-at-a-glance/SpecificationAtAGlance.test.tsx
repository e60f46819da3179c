import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vehicles } from '../model-catalogue/fixtures';
import { renderBlock } from '../model-catalogue/testing';
import { splitFigure } from './figure';

afterEach(cleanup);

const cars = vehicles.map(({ key, price, lease_price, specs }) => ({ key, price, lease_price, specs }));
const PHEV = 'defender-110-p400e-x-dynamic-hse';

describe('specification at a glance', () => {
  it('splits a figure into its number and unit', () => {
    expect(splitFigure('5.6 שניות')).toEqual({ value: '5.6', unit: 'שניות' });
    expect(splitFigure(' 1,200 km ')).toEqual({ value: '1,200', unit: 'km' });
    expect(splitFigure('~51 ק״מ')).toEqual({ value: '~51', unit: 'ק״מ' });
    expect(splitFigure('AWD')).toEqual({ value: 'AWD', unit: '' });
  });

  it('fills figures from the catalogue by car key, with the page’s number format', () => {
    renderBlock(
      'specification-at-a-glance',
      { heading: 'במבט מהיר', disclaimer: '<p>לדיפנדר במחיר {{price:defender-110-d250-se}}</p>' },
      {
        groups: [
          { number_heading: `{{spec:${PHEV}:power_hp}} כ״ס`, paragraph: '<p>הספק</p>' },
          { number_heading: `{{spec:${PHEV}:acceleration_0_100_s}} שניות`, paragraph: '<p>תאוצה</p>' },
        ],
        data: { cars },
      },
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['404 כ״סהספק', '5.6 שניותתאוצה']);
    expect(screen.getByText('לדיפנדר במחיר ₪ 459,000')).toBeTruthy();
  });

  it('leaves out a figure whose car is unknown or whose loader failed, and shows nothing without figures', () => {
    const { container, unmount } = renderBlock(
      'specification-at-a-glance',
      {},
      {
        groups: [{ number_heading: '{{spec:no-such-car:power_hp}} כ״ס' }, { number_heading: '7 מושבים' }],
        data: { cars },
      },
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    unmount();
    const failed = renderBlock(
      'specification-at-a-glance',
      {},
      { groups: [{ number_heading: `{{spec:${PHEV}:power_hp}}` }] },
    );
    expect(failed.container.querySelector('[data-block]')?.textContent).toBe('');
    expect(container).toBeTruthy();
  });
});
