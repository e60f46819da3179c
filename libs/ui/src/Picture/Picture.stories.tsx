import type { Meta, StoryObj } from '@storybook/react-vite';
import { Picture, type PictureFormat } from './Picture';

// Stories draw their own image (no network): an SVG scene whose label shows the chosen width.
const scene = (width: number, format: PictureFormat) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3d9b1"/><stop offset="1" stop-color="#c98b58"/></linearGradient></defs><rect width="1600" height="900" fill="url(#s)"/><path d="M0 640 Q400 520 800 610 T1600 580 V900 H0Z" fill="#a8683c"/><rect x="520" y="470" width="560" height="170" rx="22" fill="#3b4a3a"/><circle cx="650" cy="650" r="55" fill="#1a1a1a"/><circle cx="950" cy="650" r="55" fill="#1a1a1a"/><text x="40" y="80" font-size="48" fill="#1a1a1a">${width}w ${format}</text></svg>`,
  )}`;

const meta = {
  title: 'Components/Picture',
  component: Picture,
  args: {
    urlFor: scene,
    widths: [640, 1024, 1600],
    width: 1600,
    height: 900,
    sizes: '(min-width: 1024px) 60vw, 100vw',
    formats: [],
    alt: 'דיפנדר ירוקה בין דיונות במדבר',
  },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HebrewMainImage: Story = { globals: { locale: 'he', direction: 'auto' }, args: { priority: 'high' } };
export const EnglishLazy: Story = {
  globals: { locale: 'en', direction: 'auto' },
  args: { alt: 'A green Defender among desert dunes', priority: 'lazy' },
};
