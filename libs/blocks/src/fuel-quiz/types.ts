import type { Powertrain } from '@lux/vehicle-tools';
import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, Theme } from '../shared/values';

type StepNumber = 1 | 2 | 3 | 4 | 5;
type StepFields = Record<`step_${StepNumber}_heading` | `step_${StepNumber}_subheading`, string> &
  /** JSON text: [{value, label, description}]. */
  Record<`step_${StepNumber}_answers`, string>;

type ResultText =
  | 'heading'
  | 'introduction'
  | 'description'
  | 'advantages'
  | 'disadvantages'
  | 'vehicle_label'
  | 'other_option_label'
  | 'aside_label'
  | 'aside_description'
  | 'aside_primary_label'
  | 'aside_secondary_label';
type ResultLink = 'vehicle_link' | 'other_option_link' | 'aside_primary_link' | 'aside_secondary_link';
type ResultFields = Record<`${Powertrain}_${ResultText}`, string> &
  Record<`${Powertrain}_${ResultLink}`, LinkValue | null> &
  Record<`${Powertrain}_image`, ImageValue | null>;

/** Mirrors the `jlr-diesel-petrol-quiz` template in @lux/block-catalogue (B§3.4). */
export type Fields = ScrollIdField &
  StepFields &
  ResultFields & {
    /** Rich text (sanitised on the server). */
    heading: string;
    header_size: HeaderSize;
    header_tag: HeaderTag;
    /** Rich text shown on the intro (step 0). */
    intro_text: string;
    start_label: string;
    next_label: string;
    previous_label: string;
    see_result_label: string;
    start_again_label: string;
    also_consider_label: string;
    box_color: Theme;
  };

/** What the server-side loader hands the block: the scoring setting, raw (parsed in the block). */
export interface FuelQuizData {
  /** The `quiz.fuel_type.scoring` setting's text; null when absent or unavailable. */
  scoring: string | null;
}
