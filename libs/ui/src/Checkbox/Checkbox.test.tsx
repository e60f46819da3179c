import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with a click and with Space, reporting the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Send me updates</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Send me updates' });
    await userEvent.click(box);
    expect(box).toHaveProperty('checked', true);
    await userEvent.keyboard(' ');
    expect(box).toHaveProperty('checked', false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('announces the error with the checkbox while invalid', () => {
    render(
      <Checkbox isInvalid errorMessage="Accept the terms to continue">
        I accept the terms
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const ids = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Accept the terms to continue',
    );
  });

  it('ignores presses while disabled', async () => {
    render(<Checkbox isDisabled>In transit</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'In transit' });
    await userEvent.click(box);
    expect(box).toHaveProperty('checked', false);
    expect(box).toHaveProperty('disabled', true);
  });

  describe('supports RTL', () => {
    it('keeps its name and behaviour under a Hebrew locale', async () => {
      render(
        <UiProvider locale="he">
          <Checkbox>רכב חשמלי בלבד</Checkbox>
        </UiProvider>,
      );
      const box = screen.getByRole('checkbox', { name: 'רכב חשמלי בלבד' });
      await userEvent.click(box);
      expect(box).toHaveProperty('checked', true);
    });
  });
});
