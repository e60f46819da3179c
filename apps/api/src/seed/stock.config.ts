/**
 * Demo company config (A§7 `/public_api/company_config`, A§3 Reservation) and stock widget translations
 * (A§7 `/public_api/widget_translations_configs/{id}`).
 */
export const seedCompanyConfigs: ReadonlyArray<{ configType: string; data: unknown }> = [
  {
    configType: 'additional',
    data: {
      reservation: { button_label: 'הזמנת הרכב', reservation_fee: 5000, currency: 'ILS', financing_options: ['purchase', 'lease'], owner_ids: [] },
      owner_visible: true,
      postcode_search: true,
    },
  },
  { configType: 'cash', data: { enabled: true, title: 'רכישה במזומן', description: 'תשלום מלא במעמד מסירת הרכב.' } },
  {
    configType: 'lease',
    data: { enabled: true, title: 'ליסינג פרטי', description: '36 תשלומים חודשיים, עד 15,000 ק"מ בשנה.', months: 36, mileage_per_year: 15000 },
  },
  { configType: 'subscription', data: { enabled: false, title: 'מנוי', description: '' } },
];

const HE = {
  reset_filter: 'איפוס סינון',
  filters: 'סינון',
  sort_by: 'מיון לפי',
  load_more: 'טען עוד',
  results: '{{count}} רכבים',
  new: 'חדש',
  approved: 'מאושר Approved',
  used: 'יד שנייה',
  stock: 'במלאי',
  available_soon: 'בקרוב',
  reserved: 'שמור',
  sold: 'נמכר',
  in_production: 'בייצור',
  on_demand: 'בהזמנה',
  delivery: 'במשלוח',
  demo: 'רכב הדגמה',
  purchase: 'רכישה',
  lease: 'ליסינג',
  productionYearAsc: 'שנת ייצור: מהישנה לחדשה',
  productionYearDesc: 'שנת ייצור: מהחדשה לישנה',
  createdAtAsc: 'הוותיקים ביותר',
  createdAtDesc: 'החדשים ביותר',
  mileageAsc: 'קילומטראז׳: מהנמוך לגבוה',
  mileageDesc: 'קילומטראז׳: מהגבוה לנמוך',
  priceAsc: 'מחיר: מהנמוך לגבוה',
  priceDesc: 'מחיר: מהגבוה לנמוך',
  status: 'זמינות',
};

const EN = {
  reset_filter: 'Reset Filter',
  filters: 'Filters',
  sort_by: 'Sort by',
  load_more: 'Load more',
  results: '{{count}} vehicles',
  new: 'New',
  approved: 'Approved',
  used: 'Used',
  stock: 'In stock',
  available_soon: 'Available soon',
  reserved: 'Reserved',
  sold: 'Sold',
  in_production: 'In production',
  on_demand: 'On demand',
  delivery: 'In delivery',
  demo: 'Demonstrator',
  purchase: 'Purchase',
  lease: 'Lease',
  productionYearAsc: 'Production year: oldest first',
  productionYearDesc: 'Production year: newest first',
  createdAtAsc: 'Oldest listings',
  createdAtDesc: 'Newest listings',
  mileageAsc: 'Mileage: low to high',
  mileageDesc: 'Mileage: high to low',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  status: 'Availability',
};

export const seedStockTranslations: ReadonlyArray<{ key: string; locale: string; data: Record<string, string> }> = [
  { key: 'stock-locator-he', locale: 'he', data: HE },
  { key: 'stock-locator-en', locale: 'en', data: EN },
];
