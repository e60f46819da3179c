import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { installCarouselStubs, renderBlock } from '../hero-banner/testing';
import { Icon, resolveIcon } from './icons';

beforeAll(installCarouselStubs);
afterEach(cleanup);

describe('icon-button-slider', () => {
  it('resolves editor icon names, aliases and unknown names', () => {
    expect(resolveIcon('Phone')).toBe('phone');
    expect(resolveIcon('icon-test-drive')).toBe('steering');
    expect(resolveIcon('no-such-icon')).toBe('car');
    expect(resolveIcon('')).toBe('car');
  });

  it('mirrors directional icons under RTL only', () => {
    const { container } = render(
      <UiProvider locale="he">
        <Icon name="arrow" />
        <Icon name="car" />
      </UiProvider>,
    );
    const [arrow, car] = container.querySelectorAll('svg');
    expect(arrow!.getAttribute('data-mirrored')).toBe('true');
    expect(car!.hasAttribute('data-mirrored')).toBe(false);
    cleanup();
    const ltr = render(
      <UiProvider locale="en">
        <Icon name="arrow" />
      </UiProvider>,
    );
    expect(ltr.container.querySelector('svg')!.hasAttribute('data-mirrored')).toBe(false);
  });

  it('drops items without a label and renders nothing when none are left', () => {
    const { container } = renderBlock('icon-button-slider', {}, { groups: [{ icon: 'car', label: ' ' }] });
    expect(container.querySelector('[data-block="icon-button-slider"]')?.children).toHaveLength(0);
  });

  it('makes the whole tile the link, in the page locale, and leaves unshown links as text (B§5)', () => {
    renderBlock('icon-button-slider', {}, {
      locale: 'en',
      groups: [
        { icon: 'car', label: 'Models', link: { url: '/models', type: 'internal', target: '_self', link_text: '', ui_type: 'primary' } },
        { icon: 'car', label: 'Nowhere', link: { url: '', type: 'external', target: '_self', link_text: 'x', ui_type: 'primary' } },
      ],
    });
    expect(screen.getByRole('link', { name: 'Models', hidden: true }).getAttribute('href')).toBe('/en/models');
    expect(screen.queryByRole('link', { name: 'Nowhere', hidden: true })).toBeNull();
  });
});
