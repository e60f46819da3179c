import type { HeaderSize, HeaderTag, LinkValue, ScrollIdField, Theme } from '../shared/values';

type StepNumber = 1 | 2 | 3;
type StepFields = Record<`step_${StepNumber}_heading` | `step_${StepNumber}_subheading`, string> &
  /** JSON text: [{value, label, description}]. */
  Record<`step_${StepNumber}_answers`, string>;

/** Mirrors the `subscription-quiz` template in @lux/block-catalogue (B§3.4). */
export type Fields = ScrollIdField &
  StepFields & {
    /** Rich text (sanitised on the server). */
    heading: string;
    header_size: HeaderSize;
    header_tag: HeaderTag;
    /** Kilometres a year that split step 3 (B§9: 20000). */
    mileage_threshold: number;
    summary_heading: string;
    main_products_heading: string;
    /** Rich text under the main products. */
    main_products_footer: string;
    alternatives_heading: string;
    /** Rich text under the alternatives. */
    alternatives_footer: string;
    next_label: string;
    previous_label: string;
    start_again_label: string;
    box_color: Theme;
  };

/** One product card. */
export interface Group {
  product: 'subscription' | 'loan' | 'full-service' | 'leasing-to-go';
  is_alternative: boolean;
  heading: string;
  /** Rich text (sanitised on the server). */
  description: string;
  /** As the editor wrote it, e.g. "₪ 4,990 / month". */
  price: string;
  link: LinkValue | null;
}
