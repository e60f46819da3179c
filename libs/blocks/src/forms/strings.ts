import type { Localized } from '../shared/strings';

/** The form renderer's own texts; field and validation messages come from @lux/forms-client. */
export interface FormStrings {
  /** The submit button. */
  submit: string;
  /** Announced (and shown on the button) while a lead is being sent. */
  sending: string;
  /** Heading of the error summary after a submit with invalid fields. */
  errorSummary: (count: number) => string;
  /** Label of the honeypot field that people never see. */
  honeypot: string;
  /** While the modal form's definition loads. */
  loading: string;
  /** The modal form could not load its form. */
  loadFailed: string;
  /** Close button of the modal form. */
  close: string;
  /** Opens the form in the modal when the block asks for `modal_form`. */
  openForm: string;
  /** Marks a required field for screen readers beside the visual star. */
  requiredHint: string;
  /** "Send another" after the thank-you view. */
  sendAnother: string;
}

export const formStrings: Localized<FormStrings> = {
  he: {
    submit: 'שליחה',
    sending: 'שולחים את הפנייה…',
    errorSummary: (count) => (count === 1 ? 'יש לתקן שדה אחד:' : `יש לתקן ${count} שדות:`),
    honeypot: 'אתר אינטרנט (השאירו ריק)',
    loading: 'הטופס נטען…',
    loadFailed: 'לא הצלחנו לטעון את הטופס. נסו שוב מאוחר יותר.',
    close: 'סגירה',
    openForm: 'למילוי הטופס',
    requiredHint: 'שדות המסומנים בכוכבית הם שדות חובה.',
    sendAnother: 'שליחת פנייה נוספת',
  },
  en: {
    submit: 'Send',
    sending: 'Sending your request…',
    errorSummary: (count) => (count === 1 ? 'Please fix 1 field:' : `Please fix ${count} fields:`),
    honeypot: 'Website (leave blank)',
    loading: 'Loading the form…',
    loadFailed: 'The form could not be loaded. Please try again later.',
    close: 'Close',
    openForm: 'Fill in the form',
    requiredHint: 'Fields marked with an asterisk are required.',
    sendAnother: 'Send another request',
  },
  ar: {
    submit: 'إرسال',
    sending: 'جارٍ إرسال طلبك…',
    errorSummary: (count) => `يرجى تصحيح ${count} من الحقول:`,
    honeypot: 'الموقع (اتركه فارغًا)',
    loading: 'جارٍ تحميل النموذج…',
    loadFailed: 'تعذّر تحميل النموذج. حاول لاحقًا.',
    close: 'إغلاق',
    openForm: 'املأ النموذج',
    requiredHint: 'الحقول المميزة بنجمة إلزامية.',
    sendAnother: 'إرسال طلب آخر',
  },
  ru: {
    submit: 'Отправить',
    sending: 'Отправляем заявку…',
    errorSummary: (count) => `Исправьте поля: ${count}`,
    honeypot: 'Сайт (оставьте пустым)',
    loading: 'Загрузка формы…',
    loadFailed: 'Не удалось загрузить форму. Попробуйте позже.',
    close: 'Закрыть',
    openForm: 'Заполнить форму',
    requiredHint: 'Поля со звёздочкой обязательны.',
    sendAnother: 'Отправить ещё одну заявку',
  },
};
