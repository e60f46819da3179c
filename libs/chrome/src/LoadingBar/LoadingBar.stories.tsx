import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { $loadingBarPhase, type LoadingBarPhase } from '@lux/shell';
import { StoryScope, value } from '../testing/StoryScope';
import { LoadingBar } from './LoadingBar';

/** The bar inside a data router (it follows the router's navigation), in a given phase. */
function InRouter() {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <LoadingBar /> }]));
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Chrome/LoadingBar',
  component: LoadingBar,
  render: (_, { parameters }) => (
    <StoryScope values={[value($loadingBarPhase, parameters['phase'] as LoadingBarPhase)]}>
      <p>{parameters['caption'] as string}</p>
      <InRouter />
    </StoryScope>
  ),
  parameters: { phase: 'running', caption: 'טוען את הדף…' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

// Decorative and aria-hidden: the bar has no role to find it by.
const barIn = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-phase]')!;

/** Hebrew: a slow navigation; the bar grows from the right (the inline start). */
export const HebrewRunning: Story = {
  globals: { locale: 'he', direction: 'auto' },
  play: async ({ canvasElement }) => {
    const bar = barIn(canvasElement);
    await expect(bar).toHaveAttribute('data-phase', 'running');
    await waitFor(() => expect(bar.getBoundingClientRect().width).toBeGreaterThan(0));
    await expect(Math.round(bar.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth);
  },
};

/** English: the navigation failed; the bar is full width and red (A§4), from the left. */
export const EnglishFailed: Story = {
  globals: { locale: 'en', direction: 'auto' },
  parameters: { phase: 'failed', caption: 'Loading the page…' },
  play: async ({ canvasElement }) => {
    const bar = barIn(canvasElement);
    await expect(bar).toHaveAttribute('data-phase', 'failed');
    await expect(getComputedStyle(bar).backgroundColor).toBe('rgb(200, 16, 46)');
    await expect(Math.round(bar.getBoundingClientRect().left)).toBe(0);
  },
};
