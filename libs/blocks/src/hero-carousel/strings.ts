import type { Localized } from '../shared/strings';

export interface HeroCarouselStrings {
  /** Accessible name of the carousel region. */
  label: string;
  pauseSlides: string;
  playSlides: string;
  pauseVideo: string;
  playVideo: string;
}

export const heroCarouselStrings: Localized<HeroCarouselStrings> = {
  he: {
    label: 'מבצעים ודגמים מובילים',
    pauseSlides: 'עצירת המצגת',
    playSlides: 'הפעלת המצגת',
    pauseVideo: 'עצירת הווידאו',
    playVideo: 'הפעלת הווידאו',
  },
  en: {
    label: 'Featured models and offers',
    pauseSlides: 'Pause slideshow',
    playSlides: 'Play slideshow',
    pauseVideo: 'Pause video',
    playVideo: 'Play video',
  },
  ar: {
    label: 'الطرازات والعروض المميزة',
    pauseSlides: 'إيقاف العرض المؤقت',
    playSlides: 'تشغيل العرض',
    pauseVideo: 'إيقاف الفيديو مؤقتًا',
    playVideo: 'تشغيل الفيديو',
  },
  ru: {
    label: 'Избранные модели и предложения',
    pauseSlides: 'Остановить показ слайдов',
    playSlides: 'Запустить показ слайдов',
    pauseVideo: 'Остановить видео',
    playVideo: 'Воспроизвести видео',
  },
};
