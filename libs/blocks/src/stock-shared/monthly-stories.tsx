// Story helper (not part of the public entry): the seeded "from ₪X a month" offer (apps/api seed
// `finance.monthly_price`: an Israeli Spitzer loan, 30 % down, 5 years, 5.9 %) with shekel prices.
import type { Decorator } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import {
  $monthlyPriceOffer,
  $priceSettings,
  parseMonthlyPriceSetting,
  priceSettingsFromSettings,
} from '@lux/pricing';

/** The seeded setting's value, as the content service sends it. */
export const seededMonthlyPriceSetting = JSON.stringify({
  finance_product: 'IsraelSpitzerLoan',
  enabled: true,
  input_configuration: {
    down_payment: { label: 'מקדמה', min: 20, max: 50, default: 30, interval: 5, unit: '%' },
    duration: { label: 'תקופה', min: 5, max: 5, default: 5, interval: 1, unit: 'years' },
    interest_rate: { label: 'ריבית', min: 0, max: 0, default: 0, interval: 0, unit: '%' },
  },
});

// Read by the real parsers, as the site's settings flow reads them.
const scope = fork({
  values: [
    [
      $priceSettings,
      priceSettingsFromSettings({ 'price.symbol': '₪', 'price.offer_string': 'החל מ-@' }).settings,
    ],
    [$monthlyPriceOffer, parseMonthlyPriceSetting(seededMonthlyPriceSetting).offer],
  ],
});

export const withMonthlyPrice: Decorator = (Story) => (
  <Provider value={scope}>
    <Story />
  </Provider>
);
