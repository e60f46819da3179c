import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { Tabs } from './Tabs';

function Example({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <Tabs.List aria-label="Edit model">
        <Tabs.Tab id="details">Details</Tabs.Tab>
        <Tabs.Tab id="pricing">Pricing</Tabs.Tab>
        <Tabs.Tab id="media">Media</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel id="details">Details panel</Tabs.Panel>
      <Tabs.Panel id="pricing">Pricing panel</Tabs.Panel>
      <Tabs.Panel id="media">Media panel</Tabs.Panel>
    </Tabs>
  );
}

function selectedTab(): string | null {
  return (
    screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ??
    null
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab, labelled by it', async () => {
    const onSelectionChange = vi.fn();
    render(<Example onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Edit model' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Details' }).textContent).toBe('Details panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Media' }));
    expect(screen.getByRole('tabpanel', { name: 'Media' }).textContent).toBe('Media panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('media');
  });

  it('jumps with Home and End', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    await userEvent.keyboard('{End}');
    expect(selectedTab()).toBe('Media');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toBe('Details');
  });

  describe('supports RTL', () => {
    it('moves to the next tab with ArrowLeft under Hebrew', async () => {
      render(
        <UiProvider locale="he">
          <Example />
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
      await userEvent.keyboard('{ArrowLeft}');
      expect(selectedTab()).toBe('Pricing');
      await userEvent.keyboard('{ArrowRight}');
      expect(selectedTab()).toBe('Details');
    });

    it('moves to the next tab with ArrowRight under English', async () => {
      render(
        <UiProvider locale="en">
          <Example />
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
      await userEvent.keyboard('{ArrowRight}');
      expect(selectedTab()).toBe('Pricing');
    });
  });
});
