import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { Select } from './Select';

function Models(props: Partial<Parameters<typeof Select>[0]>) {
  return (
    <Select label="Model" placeholder="Choose a model" {...props}>
      <Select.Item id="defender">Defender</Select.Item>
      <Select.Item id="discovery">Discovery</Select.Item>
      <Select.Item id="velar">Velar</Select.Item>
    </Select>
  );
}

describe('Select', () => {
  it('opens a listbox from its labelled button and picks with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Models onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Model/ });
    expect(trigger.textContent).toContain('Choose a model');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: /Model/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('discovery');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(listbox.isConnected).toBe(false);
    expect(screen.getByRole('button', { name: /Model/ }).textContent).toContain('Discovery');
  });

  it('shows the error while invalid', () => {
    render(<Models isInvalid errorMessage="Choose a model to continue" />);
    expect(screen.getByText('Choose a model to continue')).toBeTruthy();
  });

  it('cannot be opened while disabled', async () => {
    render(<Models isDisabled />);
    await userEvent.click(screen.getByRole('button', { name: /Model/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  describe('supports RTL', () => {
    it('opens its list with the Hebrew option names', async () => {
      render(
        <UiProvider locale="he">
          <Select label="דגם">
            <Select.Item id="defender">דיפנדר</Select.Item>
            <Select.Item id="velar">ולאר</Select.Item>
          </Select>
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: /דגם/ }));
      const listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['דיפנדר', 'ולאר']);
    });
  });
});
