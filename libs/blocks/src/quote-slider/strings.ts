import type { Localized } from '../shared/strings';

export interface QuoteSliderStrings {
  /** The carousel's accessible name. */
  label: string;
  pause: string;
  play: string;
}

export const quoteSliderStrings: Localized<QuoteSliderStrings> = {
  he: { label: 'ציטוטים', pause: 'עצירת המעבר האוטומטי', play: 'הפעלת המעבר האוטומטי' },
  en: { label: 'Quotes', pause: 'Stop automatic slide show', play: 'Start automatic slide show' },
  ar: { label: 'اقتباسات', pause: 'إيقاف العرض التلقائي', play: 'تشغيل العرض التلقائي' },
  ru: { label: 'Цитаты', pause: 'Остановить автопрокрутку', play: 'Запустить автопрокрутку' },
};
