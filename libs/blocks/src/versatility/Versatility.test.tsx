import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vehicles } from '../model-catalogue/fixtures';
import { renderBlock } from '../model-catalogue/testing';
import { counterText } from './Versatility';

afterEach(cleanup);

const frames = {
  frame_1: { id: 1, alt: 'שבעה מושבים' },
  frame_2: { id: 2, alt: 'שורה שלישית מקופלת' },
  frame_3: { id: 3, alt: 'רצפת מטען שטוחה' },
};
const cars = vehicles.map(({ key, price, lease_price, specs }) => ({ key, price, lease_price, specs }));

describe('versatility', () => {
  it('writes the counter in the page’s number format and hides a zero', () => {
    expect(counterText(2406, 'he')).toBe('2,406');
    expect(counterText(0, 'he')).toBe('');
  });

  it('steps through the frames with the picture button and the numbered buttons', () => {
    const { container } = renderBlock(
      'versatility',
      {
        counter_number: 7,
        small_heading: 'דיסקברי',
        big_heading: 'מושבים, ו-{{spec:discovery-d300-dynamic-se:boot_litres}} ליטר מטען',
        ...frames,
      },
      { data: { cars } },
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('מושבים, ו-258 ליטר מטען');
    expect(screen.getByText('7')).toBeTruthy();
    const active = () => container.querySelector('[data-frame][data-active="true"] img')?.getAttribute('alt');
    const stage = screen.getByRole('button', { name: /לחצו להחלפת התצורה/ });
    expect(stage.textContent).toContain('(תצורה 1 מתוך 3)');
    fireEvent.click(stage);
    expect(active()).toBe('שורה שלישית מקופלת');
    const steps = within(screen.getByRole('group', { name: 'תצורות' })).getAllByRole('button');
    expect(steps.map((step) => step.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    fireEvent.click(steps[2]!);
    expect(active()).toBe('רצפת מטען שטוחה');
    fireEvent.click(stage);
    expect(active()).toBe('שבעה מושבים');
  });

  it('keeps an editor’s own labels and has no controls for a single frame', () => {
    renderBlock(
      'versatility',
      {
        big_heading: 'Seven seats',
        click_to_interact_desktop: 'Fold the seats',
        frame_1: frames.frame_1,
        frame_2: frames.frame_2,
      },
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: /Fold the seats/ })).toBeTruthy();
    cleanup();
    renderBlock('versatility', { big_heading: 'שבעה מושבים', frame_1: frames.frame_1 });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
