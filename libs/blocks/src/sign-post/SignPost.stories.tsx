import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MODAL_FORM_EVENT, type ModalFormRequest } from '../shared/BlockLink';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Content/Sign post',
  component: BlockPreview,
  args: {
    template: 'sign-post',
    fields: {
      heading: 'דיפנדר. בלתי ניתן לעצירה.',
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>מהדיונות של הנגב ועד שבילי הגליל — דיפנדר 110 נבנה לכל שטח, עם מתלי אוויר אלקטרוניים ועומק חציית מים של 900 מ"מ.</p>',
      image: { id: 1, alt: 'דיפנדר 110 חוצה נחל במדבר יהודה' },
      link: { url: '/models/defender', type: 'internal', target: '_self', link_text: 'גלו את דיפנדר', ui_type: 'primary' },
      secondary_link: {
        url: '',
        type: 'form',
        target: '_self',
        link_text: 'תיאום נסיעת מבחן',
        ui_type: 'secondary',
        rdx_forms_form_id: 12,
        hidden_fields: '{"model":"defender-110"}',
      },
      box_color: 'light',
    },
    index: 1,
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew (RTL): the image sits at the inline start (right); the form link opens the modal form. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'דיפנדר 110 חוצה נחל במדבר יהודה' });
    const heading = canvas.getByRole('heading', { level: 2, name: 'דיפנדר. בלתי ניתן לעצירה.' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left);
    await expect(canvas.getByRole('link', { name: 'גלו את דיפנדר' })).toHaveAttribute('href', '/models/defender');

    let request: ModalFormRequest | undefined;
    const listener = (event: Event) => {
      request = (event as CustomEvent<ModalFormRequest>).detail;
    };
    window.addEventListener(MODAL_FORM_EVENT, listener);
    await userEvent.click(canvas.getByRole('button', { name: 'תיאום נסיעת מבחן' }));
    window.removeEventListener(MODAL_FORM_EVENT, listener);
    await expect(request).toMatchObject({ formId: '12', hiddenFields: { model: 'defender-110' } });
  },
};

/** English (LTR) on black: the image on the left, an external link opening a new window. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Range Rover Velar. Avant-garde by design.',
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>Flush deployable door handles, a floating Pivi Pro touchscreen and a 48 km electric range.</p>',
      image: { id: 3, alt: 'Range Rover Velar at dusk on a coastal road' },
      link: { url: 'https://www.landrover.co.il/velar', type: 'external', target: '_blank', link_text: 'Build your Velar', ui_type: 'primary' },
      secondary_link: null,
      box_color: 'black',
    },
    index: 4,
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Range Rover Velar at dusk on a coastal road' });
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getBoundingClientRect().left).toBeLessThan(heading.getBoundingClientRect().left);
    const link = canvas.getByRole('link', { name: 'Build your Velar' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** No image: the copy stands alone; a link without an address stays hidden (B§5). */
export const WithoutImage: Story = {
  globals: { locale: 'he' },
  args: {
    fields: {
      heading: 'שירות לנד רובר',
      header_tag: 'H3',
      header_size: 'm',
      paragraph: '<p>מרכזי השירות שלנו פרוסים מחיפה ועד אילת, עם טכנאים שהוסמכו במפעל.</p>',
      link: { url: '', type: 'internal', target: '_self', link_text: 'קישור ללא כתובת', ui_type: 'primary' },
      secondary_link: { url: '/service', type: 'internal', target: '_self', link_text: 'לקביעת תור', ui_type: 'tertiary' },
      box_color: 'grey',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText('קישור ללא כתובת')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'לקביעת תור' })).toBeVisible();
  },
};
