import type { SubscriptionProduct } from '@lux/vehicle-tools';
import type { Localized } from '../shared/strings';

export interface SubscriptionQuizStrings {
  summary: string;
  mainProducts: string;
  alternatives: string;
  noProducts: string;
  products: Record<SubscriptionProduct, string>;
}

export const subscriptionQuizStrings: Localized<SubscriptionQuizStrings> = {
  he: {
    summary: 'התשובות שלך',
    mainProducts: 'המסלולים שמתאימים לך',
    alternatives: 'חלופות',
    noProducts: 'אין כרגע מסלול שמתאים לתשובות האלה. נשמח לעזור בטלפון או באולם התצוגה.',
    products: { subscription: 'מנוי', loan: 'הלוואה', 'full-service': 'ליסינג תפעולי', 'leasing-to-go': 'ליסינג לטווח קצר' },
  },
  en: {
    summary: 'Your answers',
    mainProducts: 'The right options for you',
    alternatives: 'Alternatives',
    noProducts: 'No option matches these answers right now. We are happy to help by phone or in the showroom.',
    products: { subscription: 'Subscription', loan: 'Loan', 'full-service': 'Full service', 'leasing-to-go': 'Leasing to go' },
  },
  ar: {
    summary: 'إجاباتك',
    mainProducts: 'الخيارات المناسبة لك',
    alternatives: 'البدائل',
    noProducts: 'لا يوجد خيار يناسب هذه الإجابات حاليًا. يسعدنا مساعدتك هاتفيًا أو في صالة العرض.',
    products: { subscription: 'اشتراك', loan: 'قرض', 'full-service': 'خدمة كاملة', 'leasing-to-go': 'تأجير قصير الأمد' },
  },
  ru: {
    summary: 'Ваши ответы',
    mainProducts: 'Подходящие варианты',
    alternatives: 'Альтернативы',
    noProducts: 'Сейчас нет варианта под эти ответы. Мы поможем по телефону или в салоне.',
    products: { subscription: 'Подписка', loan: 'Кредит', 'full-service': 'Полный сервис', 'leasing-to-go': 'Краткосрочный лизинг' },
  },
};
