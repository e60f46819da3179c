import { addDays, localIsoDate, weekdayOf, type RentalSelection } from '@lux/vehicle-tools';

/** A day `days` ahead that is not the demo's closed Saturday. */
function openDay(from: string, days: number): string {
  let day = addDays(from, days);
  while (weekdayOf(day) === 6) day = addDays(day, 1);
  return day;
}

const pickupDate = openDay(localIsoDate(new Date()), 10);

/** A filled-in enquiry of the demo content (examples.rental.ts), for stories and tests. */
export const demoSelection: RentalSelection = {
  pickup: { kind: 'location', key: 'tlv_showroom' },
  dropoff: { kind: 'location', key: 'ben_gurion' },
  pickupDate,
  dropoffDate: openDay(pickupDate, 4),
  vehicleKey: 'defender',
  extras: { baby_seat: 2, gps: true, full_cover: true },
};

export const demoContact = {
  he: { first_name: 'דנה', last_name: 'לוי', phone: '050-1234567', email: 'dana@example.co.il', notes: 'נחיתה בשעה 14:00', consent: true },
  en: { first_name: 'Dana', last_name: 'Levy', phone: '050-1234567', email: 'dana@example.com', notes: 'Landing at 2 pm', consent: true },
} as const;

/** Demo step indices: trip, vehicle, extras, insurance, contact, summary. */
export const DEMO_STEPS = { trip: 0, vehicle: 1, extras: 2, insurance: 3, contact: 4, summary: 5 } as const;

/**
 * Scope values (by sid) that open block 1's enquiry at a step or view — the model's stores have stable
 * sids (`rental/<block id>/…`), so a forked scope can start it anywhere, as the server's state would.
 */
export function enquiryAt(
  step: keyof typeof DEMO_STEPS,
  locale: 'he' | 'en',
  status: 'editing' | 'sent' | 'failed' = 'editing',
): Record<string, unknown> {
  const index = DEMO_STEPS[step];
  const filled = index >= DEMO_STEPS.summary;
  return {
    'rental/1/$stepIndex': index,
    'rental/1/$status': status,
    'rental/1/$selection': index === 0 ? { ...demoSelection, vehicleKey: null, extras: {} } : demoSelection,
    ...(filled ? { 'rental/1/$contact': demoContact[locale] } : {}),
    ...(index >= DEMO_STEPS.contact ? { 'rental/1/contact/$values': { ...emptyHidden, ...demoContact[locale] } } : {}),
  };
}

const emptyHidden = Object.fromEntries(
  ['pickup_location', 'dropoff_location', 'pickup_date', 'dropoff_date', 'days', 'vehicle', 'extras', 'total', 'summary'].map((d) => [`rental_${d}`, '']),
);
