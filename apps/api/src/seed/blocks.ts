import type { BlockFields } from '../db/schema.js';

/** Typed builders for the three templates the site renders; their field keys are a contract with it. */

export type BoxColor = 'light' | 'grey' | 'dark' | 'black';
type HeaderTag = 'H1' | 'H2' | 'H3' | 'H4' | 'H5' | 'H6';

export interface Link {
  url: string;
  type: 'internal' | 'external' | 'form';
  target: '_self' | '_blank';
  link_text: string;
  ui_type: 'primary' | 'secondary' | 'tertiary';
  /** Form links (B§3.3): the form the modal form popup opens (A§4), its hidden fields and layout. */
  rdx_forms_form_id?: string;
  hidden_fields?: string;
  form_layout?: string;
}

export interface SeedBlock {
  /** A catalogue template key; every seeded block is checked against its template in the seed test. */
  template: string;
  fields: BlockFields;
  groups: BlockFields[];
}

/** A seeded media image (ids from images.ts) as an image field value. */
export interface SeedImage {
  id: number;
  alt: string;
  ratio: '16-9' | '16-6-5' | '1-1';
}

export function internalLink(url: string, linkText: string, uiType: Link['ui_type'] = 'primary'): Link {
  return { url, type: 'internal', target: '_self', link_text: linkText, ui_type: uiType };
}

/** A link that opens a forms-service form in the modal form popup (A§4). */
export function formLink(
  formId: number,
  linkText: string,
  options: { uiType?: Link['ui_type']; hiddenFields?: Record<string, string>; doubleColumn?: boolean } = {},
): Link {
  return {
    url: '',
    type: 'form',
    target: '_self',
    link_text: linkText,
    ui_type: options.uiType ?? 'primary',
    rdx_forms_form_id: String(formId),
    hidden_fields: JSON.stringify(options.hiddenFields ?? {}),
    form_layout: options.doubleColumn ? 'double_column' : 'single_column',
  };
}

export function hero(input: {
  heading: string;
  paragraph: string;
  button: Link;
  boxColor?: BoxColor;
  headerSize?: 'xl' | 'l' | 'm' | 's' | 'xs';
  /** H1 by default: the hero opens every seeded page and carries its only H1. */
  headerTag?: HeaderTag;
  copyAlignment?: 'top' | 'center';
  image?: SeedImage;
}): SeedBlock {
  return {
    template: 'hero-title-banner',
    fields: {
      block_scroll_id: '',
      heading: input.heading,
      paragraph: input.paragraph,
      header_size: input.headerSize ?? 'xl',
      header_tag: input.headerTag ?? 'H1',
      box_color: input.boxColor ?? 'dark',
      copy_alignment_class: input.copyAlignment ?? 'center',
      button: input.button,
      ...(input.image ? { image: input.image } : {}),
    },
    groups: [],
  };
}

export function quote(input: {
  quote: string;
  author: string;
  authorPosition: string;
  alignment?: 'left' | 'center' | 'right';
  justifyText?: boolean;
  boxColor?: BoxColor;
}): SeedBlock {
  return {
    template: 'quote',
    fields: {
      block_scroll_id: '',
      quote: input.quote,
      author: input.author,
      author_position: input.authorPosition,
      alignment: input.alignment ?? 'center',
      justify_text: input.justifyText ?? false,
      box_color: input.boxColor ?? 'grey',
    },
    groups: [],
  };
}

export interface Card {
  heading: string;
  paragraph: string;
  /** Shekels as a plain number; null when the card shows no price. */
  price: number | null;
  link: Link;
}

/** Text sections (legal pages, the accessibility statement): one HTML item per row. */
export function textSections(input: { heading: string; sections: string[]; boxColor?: BoxColor }): SeedBlock {
  return {
    template: 'content-blocks',
    fields: {
      block_scroll_id: '',
      heading: input.heading,
      header_tag: 'H2',
      box_color: input.boxColor ?? 'light',
      items_per_row: '1',
    },
    groups: input.sections.map((html) => ({ content_type: 'html', html })),
  };
}

export function contentBlocks(input: { heading: string; cards: Card[]; boxColor?: BoxColor }): SeedBlock {
  if (input.cards.length > 4) throw new Error('content-blocks shows at most 4 cards per row');
  return {
    template: 'content-blocks',
    fields: {
      block_scroll_id: '',
      heading: input.heading,
      header_tag: 'H2',
      box_color: input.boxColor ?? 'light',
    },
    groups: input.cards.map((card) => ({ ...card })),
  };
}
