export const buttonVariants = ['primary', 'secondary', 'tertiary'] as const;
/** Visual weight of a button or link (CMS `ui_type`). */
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['medium', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** A CMS link or button as blocks deliver it (blocks spec §3.3). */
export type CmsLink = {
  type?: 'internal' | 'external' | 'form' | 'file';
  url?: string;
  link_text?: string;
  always_show?: boolean;
};

function hasText(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/**
 * Whether a CMS link or button renders (blocks spec §5): form and file types always do; internal and
 * external ones need both an address and a label; `always_show` overrides. A link without a type
 * does not render — the spec lists no default.
 */
export function isLinkShown(link: CmsLink): boolean {
  if (link.always_show === true) return true;
  switch (link.type) {
    case 'form':
    case 'file':
      return true;
    case 'internal':
    case 'external':
      return hasText(link.url) && hasText(link.link_text);
    default:
      return false;
  }
}

/** The CMS `ui_type` as a variant; anything unknown (or missing) is primary (blocks spec §5). */
export function normaliseButtonVariant(uiType: string | null | undefined): ButtonVariant {
  const candidate = uiType?.trim().toLowerCase();
  return buttonVariants.find((variant) => variant === candidate) ?? 'primary';
}

/** The size a button renders at: tertiary is always small (blocks spec §5). */
export function resolveButtonSize(variant: ButtonVariant, size: ButtonSize = 'medium'): ButtonSize {
  return variant === 'tertiary' ? 'small' : size;
}
