import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $basicPopupConfig,
  $basicPopupVisible,
  basicPopupConfigured,
  closureReadFx,
  closureRecordedFx,
  disabledBasicPopup,
  pathChanged,
  type BasicPopupConfig,
} from '@lux/shell';
import { declarationsFor, physicalDeclarations } from '@lux/ui/testing';
import { renderChrome } from '../testing/render';
import { BasicPopup } from './BasicPopup';

const config: BasicPopupConfig = {
  ...disabledBasicPopup,
  enabled: true,
  title: 'Winter service offer',
  text: 'A free 30-point check.\nBook before December.',
  cta: { url: '/service', text: 'Book a service', target: '_blank' },
  storeType: 'cookie',
  namespace: 'winter',
};

function setup(values: { visible?: boolean; popup?: BasicPopupConfig } = {}) {
  const record = vi.fn();
  const scope = fork({
    values: [
      [$basicPopupConfig, values.popup ?? config],
      [$basicPopupVisible, values.visible ?? true],
    ],
    handlers: [
      [closureRecordedFx, record],
      [closureReadFx, () => false],
    ],
  });
  return { scope, record };
}

describe('BasicPopup', () => {
  it('renders nothing while the model keeps it hidden', () => {
    renderChrome(<BasicPopup closeLabel="Close" />, setup({ visible: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title and described by its text, with focus moved in', () => {
    renderChrome(<BasicPopup closeLabel="Close" />, setup());
    const dialog = screen.getByRole('dialog', { name: 'Winter service offer' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText(/A free 30-point check/).id);
    expect(screen.getByRole('button', { name: 'Close' })).toBe(document.activeElement);
  });

  it('opens 500 ms after a page is shown, then closes with the button, records it and restores focus', async () => {
    const { scope, record } = setup({ visible: false, popup: disabledBasicPopup });
    renderChrome(
      <>
        <button type="button">Menu</button>
        <BasicPopup closeLabel="Close" />
      </>,
      { scope },
    );
    screen.getByRole('button', { name: 'Menu' }).focus();
    await act(async () => {
      await allSettled(basicPopupConfigured, { scope, params: config });
      await allSettled(pathChanged, { scope, params: '/' });
    });
    expect(screen.getByRole('dialog', { name: 'Winter service offer' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(record).toHaveBeenCalledWith({ storeType: 'cookie', namespace: 'winter', cookieExpiryDays: 1 }));
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(document.activeElement);
  });

  it('closes with Escape', async () => {
    const { scope, record } = setup();
    renderChrome(<BasicPopup closeLabel="Close" />, { scope });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scope.getState($basicPopupVisible)).toBe(false);
    await waitFor(() => expect(record).toHaveBeenCalledOnce());
  });

  it('offers its call to action, which also closes the popup', async () => {
    const { scope } = setup();
    renderChrome(<BasicPopup closeLabel="Close" newTabHint="(opens in a new tab)" />, { scope });
    const cta = screen.getByRole('link', { name: /^Book a service ?\(opens in a new tab\)$/ });
    expect(cta.getAttribute('href')).toBe('/service');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
    cta.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(cta);
    expect(scope.getState($basicPopupVisible)).toBe(false);
  });

  it('supports RTL: the close button sits at the inline end and the arrow mirrors', () => {
    renderChrome(<BasicPopup closeLabel="סגירה" />, { ...setup(), locale: 'he' });
    const close = screen.getByRole('button', { name: 'סגירה' });
    const declarations = declarationsFor(close);
    expect(declarations).toContainEqual(expect.objectContaining({ property: 'inset-inline-end' }));
    expect(physicalDeclarations(declarations)).toEqual([]);
    const arrow = screen.getByRole('link', { name: 'Book a service' }).querySelector('svg[data-icon="arrow"]');
    expect(arrow?.getAttribute('data-mirrored')).toBe('true');
  });
});
