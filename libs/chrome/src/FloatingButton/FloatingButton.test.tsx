import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $floatingButtonConfig,
  emptyFloatingButtonConfig,
  floatingButtonBlockRegistered,
  pathChanged,
  type FloatingButtonConfig,
} from '@lux/shell';
import { englishItems, floatingItems } from '../testing/items';
import { renderChrome } from '../testing/render';
import { FloatingButton } from './FloatingButton';

const labels = { label: 'Quick actions', quickLinksLabel: 'Quick links' };

function setup(config: Partial<FloatingButtonConfig>) {
  const scope = fork({ values: [[$floatingButtonConfig, { ...emptyFloatingButtonConfig, ...config }]] });
  return renderChrome(<FloatingButton {...labels} />, { scope });
}

describe('FloatingButton', () => {
  it('shows nothing while disabled', () => {
    setup({});
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the plain floating button for the admin list', () => {
    setup({ adminItems: englishItems });
    expect(screen.getByRole('navigation', { name: 'Quick actions' })).toBeTruthy();
  });

  it('shows quick links when they are on', () => {
    setup({ adminItems: englishItems, quickLinksEnabled: true });
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeTruthy();
  });

  it("switches to a page block's items for its page", async () => {
    const { scope } = setup({ adminItems: englishItems });
    await act(async () => {
      await allSettled(pathChanged, { scope, params: '/offers' });
      await allSettled(floatingButtonBlockRegistered, {
        scope,
        params: { path: '/offers', items: floatingItems([['Lease offer', '/offers/lease']]), fabDisabled: false },
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Lease offer']);
  });

  it('keeps only the items the filter lets through', async () => {
    const scope = fork({ values: [[$floatingButtonConfig, { ...emptyFloatingButtonConfig, adminItems: englishItems }]] });
    renderChrome(<FloatingButton {...labels} filterItem={(item) => item.icon !== 'car'} />, { scope });
    await userEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    expect(screen.queryByRole('link', { name: 'Book a test drive' })).toBeNull();
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(4);
  });
});
