// A small rental configuration for the lib's tests (three locations, three vehicles, one step of extras).
export const rentalFields = {
  translations: JSON.stringify({ he: { tlv: 'אולם התצוגה תל אביב' }, en: { tlv: 'Tel Aviv showroom' } }),
  locations: JSON.stringify([
    { name_key: 'tlv', city_name: 'Tel Aviv', point_name: 'Showroom', address: 'Derech Menachem Begin 132', coordinates: { lat: 32.0744, lng: 34.7925 } },
    { name_key: 'tlv_airport', city_name: 'Lod', point_name: 'Ben Gurion Airport', address: 'Terminal 3', coordinates: { lat: 32.0055, lng: 34.8854 } },
    { name_key: 'haifa', city_name: 'Haifa', point_name: 'Haifa branch', address: 'HaHistadrut Blvd 55', coordinates: { lat: 32.7940, lng: 35.0387 } },
  ]),
  vehicles: JSON.stringify([
    { image_id: 1, display_name: 'Defender 110', nameplate_name: 'defender', price: { daily: 950 }, locations: ['tlv', 'haifa'], specification: ['7 seats'] },
    { image_id: 2, display_name: 'Discovery', nameplate_name: 'discovery', price: { daily: 800 }, locations: [], specification: { Seats: 7 } },
    { image_id: 3, display_name: 'Range Rover Evoque', nameplate_name: 'evoque', price: { daily: 620.5 }, locations: ['tlv_airport'], specification: [] },
  ]),
  additional_settings: JSON.stringify({
    allow_different_dropoff: true,
    allow_custom_pickup: false,
    allow_custom_dropoff: false,
    distance_unit: 'km',
    datepicker_disabled_days: [0],
    date_locale: 'en',
    date_options: { dateStyle: 'medium' },
  }),
  hidden_field_mapping: JSON.stringify({ pickup_location: 'rental_pickup', total: 'rental_total', summary: 'rental_summary' }),
  summary_template: '<p>{first_name} {last_name}: {vehicle} from {pickup_location}, {pickup_date}–{dropoff_date}. Total {total}</p>',
};

export const rentalGroups = [
  {
    heading: 'Extras',
    items: JSON.stringify([
      { heading: 'Baby seat', price: 35, price_string_context: 'per day', features_list: ['ISOFIX'], controller: { amount: { min: 0, max: 10, value: 0, default: 0 } } },
      { heading: 'GPS', price: 120, price_string_context: 'per rental', features_list: [], toggler: { labels: { on: 'Yes', off: 'No' }, value: false } },
    ]),
  },
];
