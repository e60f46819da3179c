import type { Localized } from '../shared/strings';

export interface MasonryStrings {
  /** The video's name when the block has no heading. */
  video: string;
  play: string;
  pause: string;
}

export const masonryStrings: Localized<MasonryStrings> = {
  he: { video: 'סרטון', play: 'הפעלת הסרטון', pause: 'השהיית הסרטון' },
  en: { video: 'Video', play: 'Play video', pause: 'Pause video' },
  ar: { video: 'فيديو', play: 'تشغيل الفيديو', pause: 'إيقاف الفيديو مؤقتًا' },
  ru: { video: 'Видео', play: 'Воспроизвести видео', pause: 'Приостановить видео' },
};
