import type { Localized } from '../shared/strings';

export interface PanoramaStrings {
  look: string;
  angle: (degrees: number) => string;
  hint: string;
  view: string;
  pause: string;
  play: string;
}

export const panoramaStrings: Localized<PanoramaStrings> = {
  he: {
    look: 'הסתכלו סביב בתא הנוסעים',
    angle: (d) => `${d} מעלות`,
    hint: 'גררו או השתמשו במקשי החיצים כדי להסתכל סביב',
    view: 'מבט פנורמי על תא הנוסעים',
    pause: 'עצירת הסיבוב',
    play: 'הפעלת הסיבוב',
  },
  en: {
    look: 'Look around the cabin',
    angle: (d) => `${d} degrees`,
    hint: 'Drag or use the arrow keys to look around',
    view: 'Panoramic view of the cabin',
    pause: 'Pause the turn',
    play: 'Play the turn',
  },
  ar: {
    look: 'تجوّل بنظرك داخل المقصورة',
    angle: (d) => `${d} درجة`,
    hint: 'اسحب أو استخدم مفاتيح الأسهم للتجوّل',
    view: 'عرض بانورامي للمقصورة',
    pause: 'إيقاف الدوران',
    play: 'تشغيل الدوران',
  },
  ru: {
    look: 'Осмотреть салон',
    angle: (d) => `${d} градусов`,
    hint: 'Перетащите или используйте клавиши со стрелками, чтобы осмотреться',
    view: 'Панорама салона',
    pause: 'Остановить вращение',
    play: 'Запустить вращение',
  },
};
