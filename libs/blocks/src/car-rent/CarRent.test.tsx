import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $priceSettings, priceSettingsFromSettings } from '@lux/pricing';
import { hebrewPriceSettingsRecord } from '@lux/pricing/testing';
import { UiProvider } from '@lux/ui';
import { BlockPreview } from '../testing/BlockPreview';
import { expectNoAxeViolations } from '../testing/axe';
import { carRentComponent as CarRentBlock } from './CarRent';
import { carRentExample } from './fixtures';

afterEach(cleanup);

const shekels = priceSettingsFromSettings({ ...hebrewPriceSettingsRecord }).settings;

function renderCars(locale: 'he' | 'en', groups?: Array<Record<string, unknown>>) {
  const example = carRentExample(locale);
  const element = (
    <Provider value={fork({ values: [[$priceSettings, shekels]] })}>
      <UiProvider locale={locale}>
        <main>
          <BlockPreview template="car-rent" fields={example.fields} groups={groups ?? example.groups} index={3} />
        </main>
      </UiProvider>
    </Provider>
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

describe('car rent', () => {
  it('shows each car with its daily price in the rent block format, icons, extras and link (Hebrew)', async () => {
    renderCars('he');
    const defender = screen.getByRole('article', { name: 'דיפנדר 110' });
    expect(within(defender).getByText('₪ 950 / ליום').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(within(defender).getByRole('list', { name: 'מאפיינים' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(defender).getByText('מושב בטיחות לתינוק')).toBeTruthy();
    expect(within(defender).getByText('₪ 35')).toBeTruthy();
    const discovery = screen.getByRole('article', { name: 'דיסקברי' });
    expect(within(discovery).getByText('כלול')).toBeTruthy();
    expect(within(defender).getByRole('link', { name: 'להזמנת הרכב' }).getAttribute('href')).toContain('#rent-a-car');
    await expectNoAxeViolations();
  });

  it('keeps at most 8 icons and 5 extras, and a price in words stays as written (English)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const icons = JSON.stringify(Array.from({ length: 10 }, (_, i) => ({ icon: 'check', label: `Feature ${i + 1}` })));
    const extras = JSON.stringify(Array.from({ length: 7 }, (_, i) => ({ label: `Extra ${i + 1}`, price: 10 * (i + 1) })));
    // The validator refuses such content on save; the block still cuts what an older instance may hold.
    const example = carRentExample('en');
    render(
      <Provider value={fork({ values: [[$priceSettings, shekels]] })}>
        <UiProvider locale="en">
          <CarRentBlock id={1} index={3} locale="en" fields={example.fields as never} groups={[{ name: 'Defender 130', image: { id: 1, alt: '' }, price: 'On request', icons, extra_equipment: extras, link: null }]} />
        </UiProvider>
      </Provider>,
    );
    const card = screen.getByRole('article', { name: 'Defender 130' });
    expect(within(within(card).getByRole('list', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(8);
    expect(within(card).queryByText('Extra 6')).toBeNull();
    expect(within(card).getByText('Extra 5')).toBeTruthy();
    expect(within(card).getByText('On request')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('at most 8'));
    warn.mockRestore();
  });

  it('reaches each card link by keyboard', async () => {
    const user = userEvent.setup();
    renderCars('en');
    const links = screen.getAllByRole('link', { name: 'Book this car' });
    expect(links).toHaveLength(3);
    await user.tab();
    expect(document.activeElement).toBe(links[0]);
    await user.tab();
    expect(document.activeElement).toBe(links[1]);
  });
});
