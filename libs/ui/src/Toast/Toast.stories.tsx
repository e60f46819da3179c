import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastMessage } from './Toast';

const meta = { title: 'Components/Toast' } satisfies Meta;
export default meta;
type Story = StoryObj;

function Trigger({ label, message }: { label: string; message: ToastMessage }) {
  const toast = useToast();
  return (
    <Button variant="secondary" onClick={() => toast.show(message)}>
      {label}
    </Button>
  );
}

/** The region sits at the inline end of the bottom edge: bottom left under Hebrew. */
export const HebrewShown: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <ToastProvider>
      <Trigger
        label="שמירה"
        message={{ title: 'הפרטים נשמרו', description: 'הלקוח יקבל אישור בדואר', tone: 'success' }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'שמירה' }));
    const body = within(canvasElement.ownerDocument.body);
    const region = await body.findByRole('region');
    await expect(region).toHaveAttribute('dir', 'rtl');
    await expect(within(region).getByText('הפרטים נשמרו')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'סגירה' })).toBeVisible();
  },
};

export const EnglishErrorDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => (
    <ToastProvider>
      <Trigger
        label="Publish"
        message={{ title: 'Could not publish', description: 'The price is missing', tone: 'error' }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const region = await within(canvasElement.ownerDocument.body).findByRole('region');
    await expect(within(region).getByText('Could not publish')).toBeVisible();
  },
};

export const EnglishDismissed: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => (
    <ToastProvider>
      <Trigger label="Save" message={{ title: 'Saved' }} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const body = within(canvasElement.ownerDocument.body);
    const region = await body.findByRole('region');
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await expect(body.queryByText('Saved')).toBeNull();
  },
};
