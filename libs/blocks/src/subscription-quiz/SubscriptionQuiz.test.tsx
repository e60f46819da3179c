import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { expectNoAxeViolations } from '../testing/axe';
import { exampleFields } from '../fuel-quiz/fixtures';
import { subscriptionQuizComponent as SubscriptionQuiz } from './SubscriptionQuiz';
import type { Fields, Group } from './types';

afterEach(cleanup);

const isFocused = (element: Element) => expect(document.activeElement).toBe(element);
const isDisabled = (element: Element) => (element as HTMLButtonElement).disabled;

function renderQuiz(locale: 'he' | 'en', override: Partial<Fields> = {}) {
  const { fields, groups } = exampleFields<Fields>('subscription-quiz', locale);
  return render(
    <MemoryRouter>
      <UiProvider locale={locale}>
        <SubscriptionQuiz id={8} index={5} locale={locale} fields={{ ...fields, ...override }} groups={groups as unknown as Group[]} />
      </UiProvider>
    </MemoryRouter>,
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseRadio(user: User, label: string) {
  const radio = screen.getByRole('radio', { name: label });
  const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
  await user.tab();
  expect(radios).toContain(document.activeElement);
  while (radios.indexOf(document.activeElement as HTMLElement) < radios.indexOf(radio)) await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');
  expect((radio as HTMLInputElement).checked).toBe(true);
}

async function pressButton(user: User, name: string) {
  const button = screen.getByRole('button', { name });
  while (document.activeElement !== button) await user.tab();
  await user.keyboard('{Enter}');
}

const cardHeadings = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 5 })
    .map((heading) => heading.textContent);

describe('subscription quiz', () => {
  it('runs by keyboard through three steps to the summary and starts again', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderQuiz('en');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(true);
    await chooseRadio(user, 'Private');
    await pressButton(user, 'Next');
    isFocused(screen.getByRole('heading', { name: 'Step 2 of 3 For how long do you need it?' }));
    await chooseRadio(user, '6 to 12 months');
    await pressButton(user, 'Next');
    isFocused(screen.getByRole('heading', { name: /^Step 3 of 3/ }));
    await chooseRadio(user, 'Below 20,000 km');
    await pressButton(user, 'Next');

    isFocused(screen.getByRole('heading', { name: 'Your answers' }));
    const answers = screen.getByRole('heading', { name: 'Your answers' }).nextElementSibling!;
    expect(answers.textContent).toContain('Private');
    expect(answers.textContent).toContain('6 to 12 months');
    expect(answers.textContent).toContain('Below 20,000 km');
    // Private, short term, low mileage: the subscription; among the alternatives, those that fit too.
    expect(cardHeadings('The plans that suit you')).toEqual(['Defender subscription']);
    expect(cardHeadings('Alternatives worth a look')).toEqual(['Flexible subscription', 'Leasing to go']);
    expect(screen.getByRole('link', { name: 'Subscription details' }).getAttribute('href')).toBe('/en/offers');
    expect(screen.getByText('From ₪ 6,900 / month')).toBeTruthy();
    expect(screen.getByText(/subject to credit approval/)).toBeTruthy();
    await expectNoAxeViolations();

    await pressButton(user, 'Start again');
    isFocused(screen.getByRole('heading', { name: /^Step 1 of 3/ }));
    expect((screen.getByRole('radio', { name: 'Private' }) as HTMLInputElement).checked).toBe(false);
  });

  it('goes back keeping the answer, and shows business products in Hebrew', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderQuiz('he');
    await chooseRadio(user, 'עסקי');
    await pressButton(user, 'הבא');
    await pressButton(user, 'הקודם');
    isFocused(screen.getByRole('heading', { name: 'שלב 1 מתוך 3 לאיזה שימוש הרכב?' }));
    expect((screen.getByRole('radio', { name: 'עסקי' }) as HTMLInputElement).checked).toBe(true);
    await pressButton(user, 'הבא');
    await chooseRadio(user, '24 עד 60 חודשים');
    await pressButton(user, 'הבא');
    await chooseRadio(user, 'יותר מ-20,000 ק"מ');
    await pressButton(user, 'הבא');
    expect(cardHeadings('המסלולים שמתאימים לכם')).toEqual(['ליסינג תפעולי']);
    expect(cardHeadings('חלופות שכדאי להכיר')).toEqual(['ליסינג תפעולי לעצמאים']);
    await expectNoAxeViolations();
  });
});
