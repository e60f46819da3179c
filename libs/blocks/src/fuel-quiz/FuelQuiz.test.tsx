import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { DEFAULT_FUEL_SCORING } from '@lux/vehicle-tools';
import { expectNoAxeViolations } from '../testing/axe';
import { fuelQuizComponent as FuelQuiz } from './FuelQuiz';
import { exampleFields } from './fixtures';
import type { FuelQuizData } from './types';

afterEach(cleanup);

const isFocused = (element: Element) => expect(document.activeElement).toBe(element);
const isChecked = (element: Element) => (element as HTMLInputElement).checked;
const isDisabled = (element: Element) => (element as HTMLButtonElement).disabled;
/** The text of the elements an element's aria-describedby names. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function renderQuiz(locale: 'he' | 'en', data?: FuelQuizData) {
  const { fields } = exampleFields('jlr-diesel-petrol-quiz', locale);
  return render(
    <MemoryRouter>
      <UiProvider locale={locale}>
        <FuelQuiz id={7} index={4} locale={locale} fields={fields} groups={[]} data={data} />
      </UiProvider>
    </MemoryRouter>,
  );
}

/** Picks a radio answer with the keyboard: Tab into the group, then arrows to the answer. */
async function chooseRadio(user: ReturnType<typeof userEvent.setup>, label: string) {
  const radio = screen.getByRole('radio', { name: label });
  const group = screen.getByRole('radiogroup');
  const radios = within(group).getAllByRole('radio');
  await user.tab();
  expect(radios).toContain(document.activeElement);
  const target = radios.indexOf(radio);
  while (radios.indexOf(document.activeElement as HTMLElement) < target) await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');
  expect(isChecked(radio)).toBe(true);
}

async function pressButton(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = screen.getByRole('button', { name });
  while (document.activeElement !== button) await user.tab();
  await user.keyboard('{Enter}');
}

describe('fuel-type quiz', () => {
  it('runs by keyboard from the intro to a result and starts again', async () => {
    const user = userEvent.setup();
    renderQuiz('en');
    expect(screen.getByRole('heading', { name: 'Petrol, diesel, hybrid or electric?' })).toBeTruthy();
    await expectNoAxeViolations();
    await pressButton(user, 'Start the quiz');

    const step1 = screen.getByRole('heading', { name: 'Step 1 of 5 How far do you drive in a year?' });
    isFocused(step1);
    expect(description(screen.getByRole('radiogroup', { name: 'How far do you drive in a year?' }))).toBe('A rough estimate is enough.');
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(true);
    await chooseRadio(user, 'Over 24,000 km');
    expect(description(screen.getByRole('radio', { name: 'Over 24,000 km' }))).toBe('Plenty of time on the road, for work and play.');
    await expectNoAxeViolations();
    await pressButton(user, 'Next');

    isFocused(screen.getByRole('heading', { name: /^Step 2 of 5/ }));
    await chooseRadio(user, 'Over 160 km');
    await pressButton(user, 'Next');

    // Step 3 takes several answers.
    isFocused(screen.getByRole('heading', { name: /^Step 3 of 5/ }));
    const driving = screen.getByRole('group', { name: 'What kind of driving do you do?' });
    expect(description(driving)).toBe('Select all that apply');
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(true);
    await user.tab();
    isFocused(screen.getByRole('checkbox', { name: 'Short runs' }));
    await user.tab();
    await user.tab();
    isFocused(screen.getByRole('checkbox', { name: 'Towing and transporting' }));
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(within(driving).getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('value'))).toEqual(['towing', 'pleasure']);
    await pressButton(user, 'Next');

    await chooseRadio(user, 'Motorway');
    await pressButton(user, 'Next');
    isFocused(screen.getByRole('heading', { name: /^Step 5 of 5/ }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(isDisabled(screen.getByRole('button', { name: 'See result' }))).toBe(true);
    await chooseRadio(user, 'Efficient');
    await pressButton(user, 'See result');

    // over-24000, over-160, towing + pleasure, motorway, efficient: diesel 14, phev 5, petrol 6, bev 5.
    const result = screen.getByRole('heading', { name: 'Our recommendation: Diesel' });
    isFocused(result);
    expect(screen.getByRole('link', { name: 'Explore Defender' }).getAttribute('href')).toBe('/en/models/defender');
    expect(screen.getByRole('heading', { name: 'Advantages' })).toBeTruthy();
    expect(screen.getByText('Strong torque for towing and off-road')).toBeTruthy();
    const consider = screen.getByRole('heading', { name: 'You could also consider' }).parentElement!;
    expect(within(consider).getByText('Petrol')).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'Tow regularly?' });
    expect(within(aside).getByRole('link', { name: 'Talk to an adviser' })).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'Find a retailer' }).getAttribute('href')).toBe('/en/retailer-locator');
    await expectNoAxeViolations();

    await pressButton(user, 'Start again');
    isFocused(screen.getByRole('heading', { name: 'Petrol, diesel, hybrid or electric?' }));
    await pressButton(user, 'Start the quiz');
    expect(isChecked(screen.getByRole('radio', { name: 'Over 24,000 km' }))).toBe(false);
  }, 90_000);

  it('keeps answers when going back, and Previous on step 1 returns to the intro', async () => {
    const user = userEvent.setup();
    renderQuiz('en');
    await pressButton(user, 'Start the quiz');
    await chooseRadio(user, '11,000 to 24,000 km');
    await pressButton(user, 'Next');
    await pressButton(user, 'Previous');
    isFocused(screen.getByRole('heading', { name: /^Step 1 of 5/ }));
    expect(isChecked(screen.getByRole('radio', { name: '11,000 to 24,000 km' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(false);
    await pressButton(user, 'Previous');
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeTruthy();
  });

  it('scores with the table from the setting', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const table = { ...DEFAULT_FUEL_SCORING, weights: { ...DEFAULT_FUEL_SCORING.weights, '1': { 'over-24000': { bev: 100 } } } };
    renderQuiz('en', { scoring: JSON.stringify(table) });
    await pressButton(user, 'Start the quiz');
    for (const label of ['Over 24,000 km', 'Over 160 km']) {
      await chooseRadio(user, label);
      await pressButton(user, 'Next');
    }
    await user.tab();
    await user.keyboard(' ');
    await pressButton(user, 'Next');
    await chooseRadio(user, 'Motorway');
    await pressButton(user, 'Next');
    await chooseRadio(user, 'Efficient');
    await pressButton(user, 'See result');
    isFocused(screen.getByRole('heading', { name: 'Our recommendation: Electric' }));
  });

  it('speaks Hebrew right to left, and an invalid setting falls back to the built-in table', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderQuiz('he', { scoring: '{broken' });
    await pressButton(user, 'בואו נתחיל');
    isFocused(screen.getByRole('heading', { name: 'שלב 1 מתוך 5 כמה קילומטרים אתם נוסעים בשנה?' }));
    await chooseRadio(user, 'פחות מ-11,000 ק"מ');
    await pressButton(user, 'הבא');
    await chooseRadio(user, 'פחות מ-16 ק"מ');
    await pressButton(user, 'הבא');
    await user.tab();
    await user.keyboard(' ');
    await pressButton(user, 'הבא');
    await chooseRadio(user, 'עירוני');
    await pressButton(user, 'הבא');
    await chooseRadio(user, 'רגוע');
    await pressButton(user, 'לתוצאה');
    isFocused(screen.getByRole('heading', { name: 'ההמלצה שלנו: חשמלי' }));
    expect(within(screen.getByRole('heading', { name: 'כדאי לשקול גם' }).parentElement!).getByText('היברידי נטען (PHEV)')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
