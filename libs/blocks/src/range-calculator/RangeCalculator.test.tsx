import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { demoRangeDataFile } from '@lux/vehicle-tools';
import { UiProvider } from '@lux/ui';
import { expectNoAxeViolations } from '../testing/axe';
import { readyRangeData, rangeFields } from './fixtures';
import { rangeCalculatorComponent as RangeCalculator } from './RangeCalculator';
import type { Fields } from './types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (locale: 'he' | 'en', data: unknown, extra: Partial<Fields> = {}) => (
  <UiProvider locale={locale}>
    <RangeCalculator id={5} index={2} locale={locale} fields={rangeFields(locale, extra)} groups={[]} data={data} />
  </UiProvider>
);
/** The live result (the sliders' outputs are status elements too). */
const headline = () => screen.getAllByRole('status').find((node) => node.tagName !== 'OUTPUT')?.textContent ?? '';
const sliderValue = (name: string) => (screen.getByRole('slider', { name }) as HTMLInputElement).value;

describe('range-calculator', () => {
  it('declares exactly the template fields', () => {
    expect(Object.keys(rangeFields('he')).sort()).toEqual(templateByKey('range-calculator').fields.map((f) => f.symbol).sort());
  });

  it('server-renders the estimate of every model from the loader data', () => {
    const html = renderToString(page('en', readyRangeData()));
    expect(html).toContain('Range Rover Electric');
    expect(html).toContain('470 km');
    expect(html).toContain('340 km');
    expect(html).toContain('290 km');
  });

  it('runs by keyboard in Hebrew: sliders read right to left, the figure follows, axe clean', async () => {
    const user = userEvent.setup();
    render(page('he', readyRangeData()));
    expect(headline()).toContain('470 ק"מ');
    await expectNoAxeViolations();

    // Tab order: model, profile, speed, temperature, climate, wheels.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /דגם/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'משולב' }));
    await user.tab();
    const speed = screen.getByRole('slider', { name: 'מהירות' });
    expect(document.activeElement).toBe(speed);
    // Right to left: ArrowLeft moves the thumb toward the end, so the speed rises.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(sliderValue('מהירות')).toBe('110');
    expect(headline()).toContain('404 ק"מ'); // 470 × 0.86
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(sliderValue('מהירות')).toBe('70');
    await user.keyboard('{End}');
    expect(sliderValue('מהירות')).toBe('130');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'טמפרטורה בחוץ' }));
    await user.keyboard('{Home}');
    expect(sliderValue('טמפרטורה בחוץ')).toBe('-10');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'מיזוג אוויר פועל' }));
    await user.keyboard(' ');
    expect((screen.getByRole('switch', { name: 'מיזוג אוויר פועל' }) as HTMLInputElement).checked).toBe(true);
    // 470 × 0.74 × 0.72 × 0.86 = 215.4
    expect(headline()).toContain('215 ק"מ');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'חישוקי 21″' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect((screen.getByRole('radio', { name: 'חישוקי 23″' }) as HTMLInputElement).checked).toBe(true);
    // 215.4 × 0.94 = 202.5 → 202 (above 187, not held)
    expect(headline()).toContain('202 ק"מ');
  }, 60_000);

  it('chooses a model with the keyboard and offers only its rims', async () => {
    const user = userEvent.setup();
    render(page('en', readyRangeData()));
    await user.tab();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(listbox).toBeTruthy();
    expect(headline()).toContain('Defender 110 PHEV');
    expect(headline()).toContain('290 km');
    const wheels = screen.getByRole('radiogroup', { name: 'Wheels' });
    expect(within(wheels).getAllByRole('radio')).toHaveLength(2);
    expect(within(wheels).getByRole('radio', { name: '22″ wheels' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true')?.textContent).toContain('Defender 110 PHEV');
  });

  it('shows miles for distance_unit mi and says when the figure is held at a bound', async () => {
    const user = userEvent.setup();
    render(page('en', readyRangeData(), { distance_unit: 'mi' }));
    expect(headline()).toContain('292 miles'); // 470 km
    expect(screen.getByText('Between 116 miles and 306 miles')).toBeTruthy();
    screen.getByRole('radio', { name: 'City' }).focus();
    await user.keyboard(' ');
    screen.getByRole('slider', { name: 'Speed' }).focus();
    await user.keyboard('{Home}');
    expect(headline()).toContain('306 miles');
    expect(headline()).toContain('The highest range shown');
    const meters = screen.getAllByRole('meter');
    expect(meters[0]!.getAttribute('aria-valuenow')).toBe('493');
  });

  it.each([
    ['missing', { status: 'missing' }, 'The range data is not available at the moment.'],
    ['invalid', { status: 'invalid', problems: ['version: must be 1'] }, 'The range data could not be read.'],
  ])('shows its own error state when the file is %s, and the page goes on', (_, data, text) => {
    render(page('en', data));
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(screen.getByRole('heading', { name: 'How far will you go?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('loads the file through the site proxy when the loader failed, and retries after a failure', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response(JSON.stringify(demoRangeDataFile), { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    render(page('en', undefined));
    expect(headline()).toBe('Loading the range data…');
    await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(screen.getByRole('alert').textContent).toContain('The range data could not be loaded.');
    expect(fetcher.mock.calls[0]![0]).toBe('/api/content/data-files/range-calculator/range-data.json');
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    await act(async () => {
      await userEvent.keyboard('{Enter}');
    });
    await waitFor(() => expect(headline()).toContain('470 km'), { timeout: 3000 });
  });
});
