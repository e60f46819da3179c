import type { DealerContact, DealerService } from '../db/schema.js';

/**
 * Demo retailers in Israeli cities (issue 4 item 2): real city names, approximate coordinates of each
 * city's car-dealer area, postcodes of the city's range, landline numbers with the city's area code.
 * Every retailer sells Land Rover; the larger ones sell Jaguar as well.
 */
export interface SeedDealer {
  dealerCode: string;
  ciCode: string;
  brands: string[];
  nameHe: string;
  nameEn: string;
  addressHe: string;
  addressEn: string;
  cityHe: string;
  cityEn: string;
  stateHe: string;
  stateEn: string;
  postcode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  openingHours: string;
  contactInfo: DealerContact[];
  services: DealerService[];
}

type District = 'tel-aviv' | 'central' | 'haifa' | 'northern' | 'jerusalem' | 'southern';
const DISTRICTS: Record<District, { he: string; en: string }> = {
  'tel-aviv': { he: 'מחוז תל אביב', en: 'Tel Aviv District' },
  central: { he: 'מחוז המרכז', en: 'Central District' },
  haifa: { he: 'מחוז חיפה', en: 'Haifa District' },
  northern: { he: 'מחוז הצפון', en: 'Northern District' },
  jerusalem: { he: 'מחוז ירושלים', en: 'Jerusalem District' },
  southern: { he: 'מחוז הדרום', en: 'Southern District' },
};

const SALES: DealerService = { icon: 'car', label: 'מכירת רכב חדש' };
const APPROVED: DealerService = { icon: 'approved', label: 'רכב מאושר Approved' };
const SERVICE: DealerService = { icon: 'wrench', label: 'מרכז שירות' };
const BODY_SHOP: DealerService = { icon: 'spray', label: 'פחחות וצבע' };
const TEST_DRIVE: DealerService = { icon: 'steering-wheel', label: 'נסיעת מבחן' };

const HOURS = "א'–ה' 08:30–18:00, ו' 08:30–13:00";

type Row = [
  code: string,
  cityHe: string,
  cityEn: string,
  branchHe: string,
  branchEn: string,
  addressHe: string,
  addressEn: string,
  district: District,
  postcode: string,
  phone: string,
  lat: number,
  lng: number,
  jaguar: boolean,
  full: boolean,
];

const ROWS: Row[] = [
  ['TLV01', 'תל אביב-יפו', 'Tel Aviv-Yafo', 'תל אביב', 'Tel Aviv', 'דרך מנחם בגין 132', '132 Menachem Begin Rd', 'tel-aviv', '6701101', '03-7654321', 32.0753, 34.7913, true, true],
  ['TLV02', 'תל אביב-יפו', 'Tel Aviv-Yafo', 'יפו', 'Jaffa', 'שדרות ירושלים 45', '45 Yerushalayim Blvd', 'tel-aviv', '6811401', '03-6812240', 32.0504, 34.7573, false, false],
  ['RMG01', 'רמת גן', 'Ramat Gan', 'רמת גן', 'Ramat Gan', 'דרך ז\'בוטינסקי 7', '7 Jabotinsky Rd', 'tel-aviv', '5252007', '03-6113300', 32.0837, 34.8027, true, true],
  ['HOL01', 'חולון', 'Holon', 'חולון', 'Holon', 'המרכבה 18', '18 HaMerkava St', 'tel-aviv', '5885118', '03-5571800', 32.0044, 34.7941, false, true],
  ['HRZ01', 'הרצליה', 'Herzliya', 'הרצליה פיתוח', 'Herzliya Pituach', 'אבא אבן 10', '10 Abba Even Blvd', 'tel-aviv', '4672510', '09-9512600', 32.1625, 34.8096, true, true],
  ['PTK01', 'פתח תקווה', 'Petah Tikva', 'פתח תקווה', 'Petah Tikva', 'ז\'בוטינסקי 100', '100 Jabotinsky St', 'central', '4951100', '03-9227700', 32.0918, 34.8643, true, true],
  ['RLZ01', 'ראשון לציון', 'Rishon LeZion', 'ראשון לציון', 'Rishon LeZion', 'שדרות הרצל 30', '30 Herzl Blvd', 'central', '7565130', '03-9512200', 31.9865, 34.7701, true, true],
  ['NTN01', 'נתניה', 'Netanya', 'נתניה', 'Netanya', 'פנחס ספיר 6', '6 Pinchas Sapir St', 'central', '4250106', '09-8851400', 32.2821, 34.8591, true, true],
  ['RAN01', 'רעננה', 'Ra’anana', 'רעננה', 'Ra’anana', 'התדהר 2', '2 HaTidhar St', 'central', '4366102', '09-7719000', 32.1968, 34.8816, false, false],
  ['KSB01', 'כפר סבא', 'Kfar Saba', 'כפר סבא', 'Kfar Saba', 'התעשייה 12', '12 HaTa’asiya St', 'central', '4442012', '09-7663100', 32.1765, 34.9184, false, true],
  ['RHV01', 'רחובות', 'Rehovot', 'רחובות', 'Rehovot', 'שדרות הנשיא 2', '2 HaNasi Blvd', 'central', '7630102', '08-9451500', 31.8956, 34.8095, false, true],
  ['MOD01', 'מודיעין-מכבים-רעות', 'Modi’in-Maccabim-Re’ut', 'מודיעין', 'Modi’in', 'ישפרו סנטר, החרש 4', 'Yishpro Center, 4 HaHarash St', 'central', '7178804', '08-9701200', 31.9077, 35.0076, false, false],
  ['HFA01', 'חיפה', 'Haifa', 'חיפה', 'Haifa', 'דרך העצמאות 60', '60 HaAtzmaut Rd', 'haifa', '3303360', '04-8612500', 32.8191, 34.9983, true, true],
  ['HFA02', 'חיפה', 'Haifa', 'צ\'ק פוסט', 'Check Post', 'ההסתדרות 9', '9 HaHistadrut Blvd', 'haifa', '3508409', '04-8417700', 32.7923, 35.0354, false, true],
  ['HAD01', 'חדרה', 'Hadera', 'חדרה', 'Hadera', 'הנשיא 20', '20 HaNasi St', 'haifa', '3850120', '04-6321900', 32.4343, 34.9197, false, false],
  ['NHR01', 'נהריה', 'Nahariya', 'נהריה', 'Nahariya', 'שדרות הגעתון 40', '40 HaGa’aton Blvd', 'northern', '2240040', '04-9921300', 33.0059, 35.0987, false, false],
  ['KRM01', 'כרמיאל', 'Karmiel', 'כרמיאל', 'Karmiel', 'החרושת 3', '3 HaHaroshet St', 'northern', '2161003', '04-9581800', 32.9136, 35.2913, false, true],
  ['TBR01', 'טבריה', 'Tiberias', 'טבריה', 'Tiberias', 'הגליל 80', '80 HaGalil St', 'northern', '1420080', '04-6723400', 32.7940, 35.5300, false, false],
  ['AFL01', 'עפולה', 'Afula', 'עפולה', 'Afula', 'יהושע חנקין 15', '15 Yehoshua Hankin St', 'northern', '1810015', '04-6591200', 32.6079, 35.2885, false, true],
  ['JRS01', 'ירושלים', 'Jerusalem', 'תלפיות', 'Talpiot', 'יד חרוצים 10', '10 Yad Harutsim St', 'jerusalem', '9342110', '02-6781500', 31.7546, 35.2135, true, true],
  ['JRS02', 'ירושלים', 'Jerusalem', 'גבעת שאול', 'Givat Shaul', 'כנפי נשרים 22', '22 Kanfei Nesharim St', 'jerusalem', '9546422', '02-6541900', 31.7888, 35.1865, false, true],
  ['ASD01', 'אשדוד', 'Ashdod', 'אשדוד', 'Ashdod', 'הבנאים 5', '5 HaBana’im St', 'southern', '7760005', '08-8563300', 31.8156, 34.6626, false, true],
  ['ASK01', 'אשקלון', 'Ashkelon', 'אשקלון', 'Ashkelon', 'הסדנאות 8', '8 HaSadna’ot St', 'southern', '7810008', '08-6752100', 31.6776, 34.5855, false, false],
  ['BSH01', 'באר שבע', 'Beersheba', 'באר שבע', 'Beersheba', 'דרך חברון 21', '21 Hevron Rd', 'southern', '8410021', '08-6277400', 31.2434, 34.7988, true, true],
  ['ELT01', 'אילת', 'Eilat', 'אילת', 'Eilat', 'המלאכה 14', '14 HaMelacha St', 'southern', '8810014', '08-6332800', 29.5629, 34.9612, false, false],
];

/** 03-7654321 → +97237654321, for tel: and WhatsApp links. */
const international = (phone: string) => `+972${phone.replace(/^0/, '').replace(/-/g, '')}`;

export const seedDealers: readonly SeedDealer[] = ROWS.map(
  ([code, cityHe, cityEn, branchHe, branchEn, addressHe, addressEn, district, postcode, phone, lat, lng, jaguar, full]) => {
    const email = `${code.toLowerCase()}@lux-motors.co.il`;
    return {
      dealerCode: code,
      ciCode: `IL-${code}`,
      brands: jaguar ? ['land_rover', 'jaguar'] : ['land_rover'],
      nameHe: `לוקס מוטורס ${branchHe}`,
      nameEn: `Lux Motors ${branchEn}`,
      addressHe,
      addressEn,
      cityHe,
      cityEn,
      stateHe: DISTRICTS[district].he,
      stateEn: DISTRICTS[district].en,
      postcode,
      phone,
      email,
      latitude: lat,
      longitude: lng,
      openingHours: HOURS,
      contactInfo: [
        { type: 'phone', icon: 'phone', label: phone, href: `tel:${international(phone)}` },
        { type: 'whatsapp', icon: 'whatsapp', label: 'וואטסאפ', href: `https://wa.me/${international(phone).slice(1)}` },
        { type: 'email', icon: 'mail', label: email, href: `mailto:${email}` },
      ],
      services: full ? [SALES, APPROVED, SERVICE, BODY_SHOP, TEST_DRIVE] : [SALES, SERVICE, TEST_DRIVE],
    };
  },
);
