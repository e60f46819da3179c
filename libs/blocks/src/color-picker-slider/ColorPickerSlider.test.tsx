import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, shekelSettings } from '../model-catalogue/testing';
import { pickableColours, surchargeOf, swatchColour } from './colours';

afterEach(cleanup);

const colour = (name: string, code: string, image: number | null, price = '') => ({
  color_name: name,
  color_code: code,
  image: image === null ? null : { id: image, alt: `דיפנדר ב${name}` },
  price,
});

const colours = [
  colour('ירוק פנגאה', '#3B4A3A', 1, '7900'),
  colour('לבן פוג׳י', '#f1f1ee', 2, '0'),
  colour('אפור קרפטי', '#3e4247', 3, 'בהזמנה מיוחדת'),
];

describe('colour picker', () => {
  it('keeps colours with a name, a picture and a swatch', () => {
    expect(swatchColour(' #3B4A3A ')).toBe('#3b4a3a');
    expect(swatchColour('red')).toBeNull();
    expect(
      pickableColours(
        [
          ...colours,
          { ...colour('ללא תמונה', '#000000', null), swatch: null },
          { ...colour('', '#000000', 4), swatch: null },
          { ...colour('ללא קוד', 'nope', 5), swatch: null },
          { ...colour('דוגמית', 'nope', 6), swatch: { id: 9 } },
        ].map((group) => ({ swatch: null, ...group })),
      ).map((group) => group.color_name),
    ).toEqual(['ירוק פנגאה', 'לבן פוג׳י', 'אפור קרפטי', 'דוגמית']);
  });

  it('formats surcharges through the price settings; 0 is included, text stays', () => {
    expect(surchargeOf('7,900', shekelSettings)).toEqual({ kind: 'amount', text: '₪ 7,900' });
    expect(surchargeOf('0', shekelSettings)).toEqual({ kind: 'included' });
    expect(surchargeOf('לפי הזמנה', shekelSettings)).toEqual({ kind: 'text', text: 'לפי הזמנה' });
    expect(surchargeOf(' ', shekelSettings)).toEqual({ kind: 'none' });
  });

  it('chooses a colour with its radio, shows its picture and price, and steps with previous and next', () => {
    const { container } = renderBlock('color-picker-slider', { heading: 'צבעים' }, { groups: colours });
    const radios = screen.getAllByRole('radio');
    expect(screen.getByRole('group', { name: 'בחירת צבע' })).toBeTruthy();
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(screen.getByRole('radio', { name: 'לבן פוג׳י, ללא תוספת תשלום' })).toBeTruthy();
    expect(screen.getByText('תוספת ₪ 7,900 · 1 מתוך 3')).toBeTruthy();
    const active = () => container.querySelector('[data-frame][data-active="true"] img')?.getAttribute('alt');
    expect(active()).toBe('דיפנדר בירוק פנגאה');

    fireEvent.click(radios[1]!);
    expect(active()).toBe('דיפנדר בלבן פוג׳י');
    expect(screen.getByText('ללא תוספת תשלום · 2 מתוך 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'הצבע הבא' }));
    expect((radios[2] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'הצבע הבא' }));
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'הצבע הקודם' }));
    expect(active()).toBe('דיפנדר באפור קרפטי');
    // Pictures load as they are chosen; the others stay out of the page.
    expect(container.querySelectorAll('[data-frame]')).toHaveLength(3);
  });

  it('loads only the first picture until another colour is wanted', () => {
    const { container } = renderBlock('color-picker-slider', {}, { groups: colours });
    expect(container.querySelectorAll('[data-frame]')).toHaveLength(1);
    fireEvent.focus(screen.getAllByRole('radio')[2]!);
    expect(container.querySelectorAll('[data-frame]')).toHaveLength(2);
  });
});
