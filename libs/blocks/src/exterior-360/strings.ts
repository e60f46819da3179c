import type { Localized } from '../shared/strings';

export interface SpinStrings {
  /** Name of the rotation control. */
  rotate: string;
  /** The slider's value as read out. */
  angle: (degrees: number) => string;
  /** Visible hint under the view. */
  hint: string;
  /** Alt text of the frames when the editor gave none. */
  view: string;
}

export const spinStrings: Localized<SpinStrings> = {
  he: { rotate: 'סיבוב הרכב', angle: (d) => `${d} מעלות`, hint: 'גררו או השתמשו במקשי החיצים כדי לסובב', view: 'מבט 360° על הרכב' },
  en: { rotate: 'Rotate the car', angle: (d) => `${d} degrees`, hint: 'Drag or use the arrow keys to turn', view: '360° view of the car' },
  ar: { rotate: 'تدوير السيارة', angle: (d) => `${d} درجة`, hint: 'اسحب أو استخدم مفاتيح الأسهم للتدوير', view: 'عرض 360° للسيارة' },
  ru: { rotate: 'Повернуть автомобиль', angle: (d) => `${d} градусов`, hint: 'Перетащите или используйте клавиши со стрелками', view: 'Обзор автомобиля на 360°' },
};
