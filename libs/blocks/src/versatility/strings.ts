import type { Localized } from '../shared/strings';

export interface VersatilityStrings {
  clickToInteract: string;
  tapToInteract: string;
  /** Names the frame buttons' group. */
  frames: string;
  frame: (n: number, total: number) => string;
}

export const versatilityStrings: Localized<VersatilityStrings> = {
  he: {
    clickToInteract: 'לחצו להחלפת התצורה',
    tapToInteract: 'הקישו להחלפת התצורה',
    frames: 'תצורות',
    frame: (n, total) => `תצורה ${n} מתוך ${total}`,
  },
  en: {
    clickToInteract: 'Click to change the layout',
    tapToInteract: 'Tap to change the layout',
    frames: 'Layouts',
    frame: (n, total) => `Layout ${n} of ${total}`,
  },
  ar: {
    clickToInteract: 'انقر لتغيير التكوين',
    tapToInteract: 'اضغط لتغيير التكوين',
    frames: 'التكوينات',
    frame: (n, total) => `التكوين ${n} من ${total}`,
  },
  ru: {
    clickToInteract: 'Нажмите, чтобы сменить конфигурацию',
    tapToInteract: 'Коснитесь, чтобы сменить конфигурацию',
    frames: 'Конфигурации',
    frame: (n, total) => `Конфигурация ${n} из ${total}`,
  },
};
