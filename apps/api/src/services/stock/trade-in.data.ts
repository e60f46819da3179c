/** Trade-in option lists (A§3 Trade-in: bodyTypes, brands, models, fuelTypes) in Hebrew and English. */
type Label = { he: string; en: string };
const option = (value: string, he: string, en: string) => ({ value, label: { he, en } as Label });

export const TRADE_IN_LANGS = ['en', 'he'] as const;
export type TradeInLang = (typeof TRADE_IN_LANGS)[number];

export const BODY_TYPES = [
  option('suv', 'רכב פנאי (SUV)', 'SUV'),
  option('sedan', 'סדאן', 'Saloon'),
  option('hatchback', 'האצ\'בק', 'Hatchback'),
  option('estate', 'סטיישן', 'Estate'),
  option('coupe', 'קופה', 'Coupé'),
  option('convertible', 'קבריולה', 'Convertible'),
  option('mpv', 'רב-מושבי', 'MPV'),
  option('pickup', 'טנדר', 'Pick-up'),
];

export const FUEL_TYPES = [
  option('petrol', 'בנזין', 'Petrol'),
  option('diesel', 'דיזל', 'Diesel'),
  option('hybrid', 'היברידי', 'Hybrid'),
  option('phev', 'היברידי נטען', 'Plug-in hybrid'),
  option('electric', 'חשמלי', 'Electric'),
];

/** The makes most traded in at Israeli importers, with their common models. */
export const MODELS: Record<string, { label: Label; models: string[] }> = {
  land_rover: { label: { he: 'לנד רובר', en: 'Land Rover' }, models: ['Defender', 'Discovery', 'Discovery Sport', 'Range Rover', 'Range Rover Sport', 'Range Rover Velar', 'Range Rover Evoque'] },
  jaguar: { label: { he: 'יגואר', en: 'Jaguar' }, models: ['E-PACE', 'F-PACE', 'I-PACE', 'F-TYPE', 'XE', 'XF'] },
  toyota: { label: { he: 'טויוטה', en: 'Toyota' }, models: ['Corolla', 'Camry', 'RAV4', 'C-HR', 'Land Cruiser', 'Yaris'] },
  hyundai: { label: { he: 'יונדאי', en: 'Hyundai' }, models: ['i10', 'i20', 'Elantra', 'Tucson', 'Santa Fe', 'Ioniq 5'] },
  kia: { label: { he: 'קיה', en: 'Kia' }, models: ['Picanto', 'Niro', 'Sportage', 'Sorento', 'EV6'] },
  mazda: { label: { he: 'מאזדה', en: 'Mazda' }, models: ['Mazda2', 'Mazda3', 'CX-5', 'CX-30'] },
  skoda: { label: { he: 'סקודה', en: 'Škoda' }, models: ['Fabia', 'Octavia', 'Superb', 'Kodiaq', 'Enyaq'] },
  bmw: { label: { he: 'ב.מ.וו', en: 'BMW' }, models: ['3 Series', '5 Series', 'X3', 'X5', 'iX'] },
  mercedes_benz: { label: { he: 'מרצדס-בנץ', en: 'Mercedes-Benz' }, models: ['C-Class', 'E-Class', 'GLC', 'GLE', 'EQE'] },
  audi: { label: { he: 'אאודי', en: 'Audi' }, models: ['A3', 'A4', 'A6', 'Q5', 'Q7', 'Q8 e-tron'] },
  volvo: { label: { he: 'וולוו', en: 'Volvo' }, models: ['XC40', 'XC60', 'XC90', 'EX30'] },
  tesla: { label: { he: 'טסלה', en: 'Tesla' }, models: ['Model 3', 'Model Y', 'Model S', 'Model X'] },
};
