import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MODAL_FORM_EVENT } from '../shared/BlockLink';
import { BlockPreview } from '../testing/BlockPreview';

const link = (url: string, text: string, type = 'internal') => ({ url, type, target: '_self', link_text: text, ui_type: 'primary' });

const meta = {
  title: 'Blocks/Advanced/Ready to go bar',
  component: BlockPreview,
  args: {
    template: 'ready-to-go-bar',
    index: 3,
    fields: { mobile_button_label: 'עוד פעולות' },
    groups: [
      { icon: 'test-drive', link: { ...link('', 'תיאום נסיעת מבחן', 'form'), rdx_forms_form_id: 12 } },
      { icon: 'configure', link: link('/models/defender/configurator', 'בנו את הדיפנדר שלכם') },
      // The main link has no address, so the fallback shows (B§5).
      { icon: 'offers', link: link('', 'מבצעים'), fallback_icon: 'retailer', fallback_link: link('/retailer-locator', 'איתור מרכז שירות') },
      { icon: 'brochure', link: link('/files/defender-brochure.pdf', 'הורדת קטלוג', 'file') },
      { icon: 'phone', link: link('tel:*6050', 'חייגו אלינו', 'external') },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew on a phone-size frame: the first action and the toggle; the fifth item is never shown. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'פעולות מהירות' });
    await expect(bar).toBeVisible();
    await expect(canvas.queryByText('חייגו אלינו')).toBeNull();
    await expect(canvas.queryByText('מבצעים')).toBeNull();
    const toggle = canvas.queryByRole('button', { name: 'עוד פעולות' });
    if (toggle && getComputedStyle(toggle).display !== 'none') {
      await expect(canvas.queryByRole('link', { name: 'איתור מרכז שירות' })).toBeNull();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvas.getByRole('link', { name: 'איתור מרכז שירות' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'הורדת קטלוג' })).toHaveAttribute('download');
    await expect(canvas.getByRole('link', { name: 'בנו את הדיפנדר שלכם' })).toHaveAttribute('href', '/models/defender/configurator');
  },
};

/** English: a form action raises the modal-form event with its form id. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { mobile_button_label: 'Show more', fabDisabled: true },
    groups: [
      { icon: 'test-drive', link: { ...link('', 'Book a test drive', 'form'), rdx_forms_form_id: 12 } },
      { icon: 'configure', link: link('/models/range-rover-sport/configurator', 'Build your Range Rover Sport') },
      { icon: 'retailer', link: link('/retailer-locator', 'Find a retailer') },
      { icon: 'offers', link: link('/offers', 'Current offers') },
    ],
  },
  play: async ({ canvas }) => {
    const requests: unknown[] = [];
    const listen = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(MODAL_FORM_EVENT, listen);
    await userEvent.click(canvas.getByRole('button', { name: 'Book a test drive' }));
    window.removeEventListener(MODAL_FORM_EVENT, listen);
    await expect(requests).toMatchObject([{ formId: '12', hiddenFields: {} }]);
  },
};
