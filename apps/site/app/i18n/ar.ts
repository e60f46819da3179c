import { consentAr, searchAr } from '@lux/chrome';
import type { he } from './he';
import type { Shape } from './shape';

/** Arabic UI strings (RTL): the Arabic site under /ar (ADR 033); its language switch leads to Hebrew. */
export const ar: Shape<typeof he> = {
  skipToContent: 'انتقل إلى المحتوى',
  brand: 'لاند روفر إسرائيل',
  nav: {
    menu: 'القائمة',
    submenu: 'قائمة {{name}}',
    label: 'التنقل الرئيسي',
    home: 'الرئيسية',
    defender: 'ديفندر',
    discovery: 'ديسكفري',
    rangeRover: 'رينج روفر',
  },
  language: {
    label: 'اللغة',
    switchTo: 'עברית',
    switchToLabel: 'מעבר לעברית',
  },
  footer: {
    label: 'تذييل الصفحة',
    rights: 'جميع الحقوق محفوظة',
    importer: 'المستورد الرسمي في إسرائيل',
    navigation: 'روابط الموقع',
    secondaryNavigation: 'معلومات قانونية',
  },
  preview: {
    notice: 'معاينة: قد لا تكون هذه الصفحة منشورة بعد.',
    exit: 'الخروج من المعاينة',
  },
  breadcrumbs: 'مسار التنقل',
  newTabHint: '(يفتح في علامة تبويب جديدة)',
  popup: {
    close: 'إغلاق',
    exitOk: 'متابعة',
    exitCancel: 'البقاء في الصفحة',
  },
  fab: {
    label: 'إجراءات سريعة',
    quickLinks: 'روابط سريعة',
  },
  shell: {
    offline: 'لا يوجد اتصال بالإنترنت. سنتابع فور عودة الاتصال.',
  },
  notFound: {
    status: 'الصفحة غير موجودة',
    heading: 'الصفحة غير موجودة',
    paragraph: 'ربما يكون العنوان خاطئًا أو أُزيلت الصفحة أو لم يعد الرابط فعّالًا.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
  error: {
    heading: 'حدث خطأ ما',
    paragraph: 'تعذّر عرض الصفحة. حاول مرة أخرى بعد قليل.',
    nested: 'حدث خطأ أثناء عرض صفحة الخطأ',
    goBackHome: 'العودة إلى الصفحة الرئيسية',
    unavailableStatus: '503 · الخدمة غير متاحة',
    unavailableHeading: 'الموقع غير متاح حاليًا',
    unavailableParagraph: 'نحن نعمل على ذلك. يرجى المحاولة مرة أخرى بعد بضع دقائق؛ الصفحات التي زرتها من قبل تبقى متاحة.',
    tryAgain: 'حاول مرة أخرى',
    refusedHeading: 'لا يمكن عرض هذا العنوان',
    refusedParagraph: 'العنوان الذي طلبته غير صالح أو طويل جدًا. تحقق منه أو عد إلى الصفحة الرئيسية.',
  },
  noAccess: {
    heading: 'لا يمكنك الوصول إلى هذه الصفحة',
    paragraph: 'الصفحة التي طلبتها متاحة للمستخدمين المصرّح لهم فقط. إذا كنت تعتقد أن هذا خطأ، فتواصل مع مسؤول الموقع.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
  authError: {
    heading: 'لا توجد صلاحية',
    noPermissions: 'ليس لحسابك صلاحية لعرض هذا المحتوى.',
    other: 'لم يكتمل تسجيل الدخول. حاول تسجيل الدخول مرة أخرى.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
  /** The consent banner's and preferences' texts (libs/chrome), in this language's own chunk. */
  consent: consentAr,
  /** The search popup's texts (libs/chrome; some are functions of a count), likewise. */
  search: searchAr,
};
