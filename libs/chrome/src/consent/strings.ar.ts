import type { ConsentStrings } from './strings';

/** The consent texts in Arabic: a module of its own, so a page's bundle holds only its language's. */
export const consentAr: ConsentStrings = {
  title: 'ملفات تعريف الارتباط والخصوصية',
  text: [
    'نستخدم ملفات تعريف الارتباط الضرورية لكي يعمل الموقع.',
    'بموافقتك نستخدم أيضًا ملفات تعريف الارتباط الإحصائية والتسويقية.',
    'يمكنك تغيير اختيارك في أي وقت من "إعدادات ملفات تعريف الارتباط" أسفل الصفحة.',
  ],
  policyLink: 'سياسة الخصوصية',
  acceptAll: 'قبول الكل',
  rejectAll: 'رفض الكل',
  customise: 'تخصيص',
  preferencesTitle: 'إعدادات ملفات تعريف الارتباط',
  preferencesIntro: 'اختر ملفات تعريف الارتباط والبرامج النصية التي تعمل في الموقع. الملفات الضرورية تعمل دائمًا.',
  save: 'حفظ اختياري',
  withdraw: 'سحب موافقتي',
  close: 'إغلاق',
  obligatory: { label: 'ضرورية (تعمل دائمًا)', description: 'تشغيل الموقع والأمان وحفظ اختيارك.' },
  scopes: {
    optional: { label: 'التفضيلات', description: 'تذكّر إعدادات مثل اللغة والسيارات المحفوظة.' },
    statistic: { label: 'الإحصاءات', description: 'قياس مجهول الهوية لاستخدام الموقع من أجل تحسينه.' },
    marketing: { label: 'التسويق', description: 'إعلانات مخصصة وقياس الحملات.' },
    unclassified: { label: 'غير مصنفة', description: 'برامج نصية لم تُصنَّف بعد.' },
  },
  footerLink: 'إعدادات ملفات تعريف الارتباط',
  error: 'تعذّر حفظ اختيارك. يرجى المحاولة مرة أخرى.',
};
