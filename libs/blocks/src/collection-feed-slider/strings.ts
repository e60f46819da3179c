import type { Localized } from '../shared/strings';

export interface CollectionFeedStrings {
  label: string;
  price: string;
  shop: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  other: string;
}

export const collectionFeedStrings: Localized<CollectionFeedStrings> = {
  he: { label: 'קולקציית לנד רובר', price: 'מחיר:', shop: 'לפרטים', loading: 'טוען פריטים…', error: 'לא הצלחנו לטעון את הקולקציה.', retry: 'ניסיון נוסף', empty: 'אין כרגע פריטים בקולקציה.', other: 'עוד פריטים' },
  en: { label: 'Land Rover collection', price: 'Price:', shop: 'View item', loading: 'Loading items…', error: 'We could not load the collection.', retry: 'Try again', empty: 'There are no items in this collection right now.', other: 'More items' },
  ar: { label: 'مجموعة لاند روفر', price: 'السعر:', shop: 'عرض المنتج', loading: 'جارٍ تحميل المنتجات…', error: 'تعذّر تحميل المجموعة.', retry: 'حاول مرة أخرى', empty: 'لا توجد منتجات في هذه المجموعة حالياً.', other: 'منتجات أخرى' },
  ru: { label: 'Коллекция Land Rover', price: 'Цена:', shop: 'Подробнее', loading: 'Загружаем товары…', error: 'Не удалось загрузить коллекцию.', retry: 'Повторить', empty: 'В коллекции пока нет товаров.', other: 'Другие товары' },
};
