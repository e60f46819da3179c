import type { Localized } from '../shared/strings';

export interface ReadyToGoBarStrings {
  /** Name of the bar's landmark. */
  label: string;
  /** The toggle's label when the editor left mobile_button_label blank. */
  more: string;
}

export const readyToGoBarStrings: Localized<ReadyToGoBarStrings> = {
  he: { label: 'פעולות מהירות', more: 'עוד' },
  en: { label: 'Quick actions', more: 'Show more' },
  ar: { label: 'إجراءات سريعة', more: 'عرض المزيد' },
  ru: { label: 'Быстрые действия', more: 'Показать ещё' },
};
