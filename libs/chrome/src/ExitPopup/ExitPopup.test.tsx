import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $exitPopupConfig, $pendingExit, disabledExitPopup, type ExitPopupConfig } from '@lux/shell';
import { declarationsOf, injectedCss, physicalDeclarations } from '@lux/ui/testing';
import { renderChrome } from '../testing/render';
import { ExitPopup } from './ExitPopup';

const config: ExitPopupConfig = {
  ...disabledExitPopup,
  enabled: true,
  title: 'You are leaving Lux',
  text: 'The dealer site has its own privacy policy.',
  whitelist: ['https://*'],
  blacklist: ['https://*.lux.example/*'],
};

// jsdom cannot navigate: links the popup lets through are stopped here, after the popup's check.
let followed: string[] = [];
function stopNavigation(event: MouseEvent) {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (anchor && !event.defaultPrevented) followed.push(anchor.href);
  event.preventDefault();
}
beforeEach(() => {
  followed = [];
  window.addEventListener('click', stopNavigation);
});
afterEach(() => window.removeEventListener('click', stopNavigation));

function setup(popup: ExitPopupConfig = config, props: Partial<Parameters<typeof ExitPopup>[0]> = {}) {
  const onProceed = vi.fn();
  const scope = fork({ values: [[$exitPopupConfig, popup]] });
  renderChrome(
    <>
      <a href="https://dealer.example/stock" target="_blank">
        Dealer stock
      </a>
      <a href="https://www.lux.example/models">Our models</a>
      <ExitPopup okLabel="Continue" cancelLabel="Stay here" onProceed={onProceed} {...props} />
    </>,
    { scope },
  );
  return { scope, onProceed };
}

describe('ExitPopup', () => {
  it('asks before following a whitelisted link, with focus on the safe choice', async () => {
    setup();
    await userEvent.click(screen.getByRole('link', { name: 'Dealer stock' }));
    const dialog = screen.getByRole('alertdialog', { name: 'You are leaving Lux' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText(/its own privacy policy/).id);
    expect(screen.getByRole('button', { name: 'Stay here' })).toBe(document.activeElement);
    expect(followed).toEqual([]);
  });

  it('goes on when confirmed', async () => {
    const { onProceed, scope } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Dealer stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onProceed).toHaveBeenCalledWith({ url: 'https://dealer.example/stock', target: '_blank' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(scope.getState($pendingExit)).toBeNull();
  });

  it('stays when cancelled, and gives focus back to the link', async () => {
    const { onProceed } = setup();
    const link = screen.getByRole('link', { name: 'Dealer stock' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onProceed).not.toHaveBeenCalled();
    expect(link).toBe(document.activeElement);
  });

  it('closes with Escape', async () => {
    const { onProceed } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Dealer stock' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onProceed).not.toHaveBeenCalled();
  });

  it('lets blacklisted links, modified clicks and everything go when disabled', async () => {
    setup();
    await userEvent.click(screen.getByRole('link', { name: 'Our models' }));
    fireEvent.click(screen.getByRole('link', { name: 'Dealer stock' }), { ctrlKey: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(followed).toEqual(['https://www.lux.example/models', 'https://dealer.example/stock']);
  });

  it.each([
    ['disabled', { ...config, enabled: false }, {}],
    ['told not to', config, { interceptLinks: false }],
  ] as const)('does not watch links when %s', async (_, popup, props) => {
    setup(popup, props);
    await userEvent.click(screen.getByRole('link', { name: 'Dealer stock' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(followed).toEqual(['https://dealer.example/stock']);
  });

  it('uses the texts of the setting over the default labels', async () => {
    setup({ ...config, okText: 'Yes, leave', cancelText: 'No' });
    await userEvent.click(screen.getByRole('link', { name: 'Dealer stock' }));
    expect(screen.getByRole('button', { name: 'Yes, leave' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
  });

  it('supports RTL: Hebrew texts, logical layout only', async () => {
    const scope = fork({ values: [[$exitPopupConfig, { ...config, title: 'אתם עוזבים את האתר' }]] });
    renderChrome(
      <>
        <a href="https://dealer.example/">סוכנות</a>
        <ExitPopup okLabel="המשך" cancelLabel="ביטול" />
      </>,
      { scope, locale: 'he' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'סוכנות' }));
    expect(screen.getByRole('alertdialog', { name: 'אתם עוזבים את האתר' })).toBeTruthy();
    expect(physicalDeclarations(declarationsOf(injectedCss()))).toEqual([]);
  });
});
