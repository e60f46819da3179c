import type { Localized } from '../shared/strings';

export interface FinanceStrings {
  model: string;
  financeProduct: string;
  results: string;
  freeItems: string;
  downPayment: string;
  duration: string;
  interestRate: string;
  monthlyPayment: string;
  onTheRoadPrice: string;
  totalDeposit: string;
  cashDeposit: string;
  totalCredit: string;
  monthlyPayments: string;
  durationOfAgreement: string;
  createdAt: string;
  finalPayment: string;
  totalPayable: string;
  perMonth: string;
  defaultProduct: string;
  noModels: string;
  months: (n: number) => string;
}

export const financeStrings: Localized<FinanceStrings> = {
  he: {
    model: 'דגם',
    financeProduct: 'מסלול מימון',
    results: 'ההצעה שלך',
    freeItems: 'כלול במחיר',
    downPayment: 'מקדמה',
    duration: 'תקופה',
    interestRate: 'ריבית',
    monthlyPayment: 'החזר חודשי',
    onTheRoadPrice: 'מחיר הרכב כולל אגרות',
    totalDeposit: 'סך התשלום במעמד החתימה',
    cashDeposit: 'מקדמה במזומן',
    totalCredit: 'סכום האשראי',
    monthlyPayments: 'מספר תשלומים חודשיים',
    durationOfAgreement: 'משך העסקה',
    createdAt: 'תאריך ההצעה',
    finalPayment: 'תשלום בלון בסוף התקופה',
    totalPayable: 'סך כל התשלומים',
    perMonth: 'לחודש',
    defaultProduct: 'מימון',
    noModels: 'אין כרגע דגמים לחישוב. נסו שוב מאוחר יותר.',
    months: (n) => (n === 1 ? 'חודש אחד' : `${n} חודשים`),
  },
  en: {
    model: 'Model',
    financeProduct: 'Finance product',
    results: 'Your quote',
    freeItems: 'Included',
    downPayment: 'Down payment',
    duration: 'Duration',
    interestRate: 'Interest rate',
    monthlyPayment: 'Monthly payment',
    onTheRoadPrice: 'On the road price',
    totalDeposit: 'Total deposit',
    cashDeposit: 'Cash deposit',
    totalCredit: 'Total amount of credit',
    monthlyPayments: 'Monthly payments',
    durationOfAgreement: 'Duration of agreement',
    createdAt: 'Quote date',
    finalPayment: 'Final (balloon) payment',
    totalPayable: 'Total amount payable',
    perMonth: 'a month',
    defaultProduct: 'Finance',
    noModels: 'There are no models to price right now. Please try again later.',
    months: (n) => (n === 1 ? '1 month' : `${n} months`),
  },
  ar: {
    model: 'الطراز',
    financeProduct: 'خطة التمويل',
    results: 'عرض السعر',
    freeItems: 'مشمول',
    downPayment: 'الدفعة الأولى',
    duration: 'المدة',
    interestRate: 'نسبة الربح',
    monthlyPayment: 'القسط الشهري',
    onTheRoadPrice: 'السعر الإجمالي',
    totalDeposit: 'إجمالي الدفعة المقدمة',
    cashDeposit: 'الدفعة النقدية',
    totalCredit: 'إجمالي مبلغ التمويل',
    monthlyPayments: 'عدد الأقساط الشهرية',
    durationOfAgreement: 'مدة العقد',
    createdAt: 'تاريخ العرض',
    finalPayment: 'الدفعة الأخيرة',
    totalPayable: 'إجمالي المبلغ المستحق',
    perMonth: 'شهريًا',
    defaultProduct: 'تمويل',
    noModels: 'لا توجد طرازات للتسعير حاليًا. يرجى المحاولة لاحقًا.',
    months: (n) => `${n} شهرًا`,
  },
  ru: {
    model: 'Модель',
    financeProduct: 'Программа финансирования',
    results: 'Ваш расчёт',
    freeItems: 'Включено',
    downPayment: 'Первый взнос',
    duration: 'Срок',
    interestRate: 'Ставка',
    monthlyPayment: 'Ежемесячный платёж',
    onTheRoadPrice: 'Полная цена',
    totalDeposit: 'Итого при подписании',
    cashDeposit: 'Первый взнос',
    totalCredit: 'Сумма кредита',
    monthlyPayments: 'Число платежей',
    durationOfAgreement: 'Срок договора',
    createdAt: 'Дата расчёта',
    finalPayment: 'Остаточный платёж',
    totalPayable: 'Всего к оплате',
    perMonth: 'в месяц',
    defaultProduct: 'Финансирование',
    noModels: 'Сейчас нет моделей для расчёта. Попробуйте позже.',
    months: (n) => `${n} мес.`,
  },
};
