import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { declarationsOf, injectedCss, physicalDeclarations } from '../testing/css';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label that toggles with a click and Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Publish on the site</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Publish on the site' });
    await userEvent.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
    await userEvent.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not toggle while disabled', async () => {
    render(<Switch isDisabled>Offer active</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Offer active' });
    await userEvent.click(toggle);
    expect(toggle).toHaveProperty('checked', false);
  });

  describe('supports RTL', () => {
    it('moves the knob with logical offsets only, so it slides toward the inline end in both directions', () => {
      render(
        <UiProvider locale="he">
          <Switch defaultSelected>הצגת מחיר</Switch>
        </UiProvider>,
      );
      expect(screen.getByRole('switch', { name: 'הצגת מחיר' })).toHaveProperty('checked', true);
      const declarations = declarationsOf(injectedCss());
      const knob = declarations.filter(({ selector }) =>
        selector.includes('[data-selected] [data-indicator]::before'),
      );
      expect(knob.map(({ property }) => property)).toContain('inset-inline-start');
      expect(physicalDeclarations(declarations)).toEqual([]);
    });
  });
});
