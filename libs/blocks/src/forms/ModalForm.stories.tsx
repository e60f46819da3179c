import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUi } from '@lux/ui';
import { isLocale } from '@lux/content';
import { testDriveForm } from './fixtures';
import { ModalForm } from './ModalForm';

/** The modal form popup (A§4) as a form link opens it: title, hidden fields, double_column layout. */
function ModalStory({ layout, onClose }: { layout: string; onClose: () => void }) {
  const { locale } = useUi();
  const pageLocale = isLocale(locale) ? locale : 'he';
  return (
    <ModalForm
      request={{
        formId: '2',
        title: pageLocale === 'he' ? 'קבעו נסיעת מבחן' : 'Book a test drive',
        hiddenFields: { campaign: 'home-hero' },
        layout,
        ciData: {},
      }}
      locale={pageLocale}
      onClose={onClose}
      form={testDriveForm}
      submit={async () => ({ data: { id: 1 } })}
    />
  );
}

const meta = {
  title: 'Blocks/Forms/Modal form',
  component: ModalStory,
  args: { layout: 'double_column', onClose: fn() },
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns; Escape closes it. */
export const Modal: Story = {
  globals: { locale: 'he' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'קבעו נסיעת מבחן' });
    await expect(within(dialog).getByRole('textbox', { name: /שם מלא/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'שליחה' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('יש לתקן');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const ModalEnglish: Story = {
  globals: { locale: 'en' },
  args: { layout: 'single_column' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Book a test drive' });
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeVisible();
  },
};
