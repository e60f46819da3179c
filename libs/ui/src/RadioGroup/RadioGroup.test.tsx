import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function Fuel(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Powertrain" {...props}>
      <RadioGroup.Radio value="petrol">Petrol</RadioGroup.Radio>
      <RadioGroup.Radio value="hybrid">Hybrid</RadioGroup.Radio>
      <RadioGroup.Radio value="electric">Electric</RadioGroup.Radio>
    </RadioGroup>
  );
}

function checkedName(): string | null {
  const checked = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
  return checked === undefined ? null : checked.getAttribute('value');
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label, with one checked option', async () => {
    const onChange = vi.fn();
    render(<Fuel onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Powertrain' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Electric' }));
    expect(onChange).toHaveBeenCalledWith('electric');
    expect(checkedName()).toBe('electric');
  });

  it('describes the group with its error while invalid', () => {
    render(<Fuel isInvalid errorMessage="Choose a powertrain" />);
    const group = screen.getByRole('radiogroup', { name: 'Powertrain' });
    const ids = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Choose a powertrain');
  });

  describe('supports RTL', () => {
    it('moves to the next option with ArrowLeft in a horizontal Hebrew group', async () => {
      render(
        <UiProvider locale="he">
          <Fuel orientation="horizontal" defaultValue="petrol" />
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('radio', { name: 'Petrol' }));
      await userEvent.keyboard('{ArrowLeft}');
      expect(checkedName()).toBe('hybrid');
      await userEvent.keyboard('{ArrowRight}');
      expect(checkedName()).toBe('petrol');
    });

    it('moves to the next option with ArrowRight in a horizontal English group', async () => {
      render(
        <UiProvider locale="en">
          <Fuel orientation="horizontal" defaultValue="petrol" />
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('radio', { name: 'Petrol' }));
      await userEvent.keyboard('{ArrowRight}');
      expect(checkedName()).toBe('hybrid');
    });
  });
});
