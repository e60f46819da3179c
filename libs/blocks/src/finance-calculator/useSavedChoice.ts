import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import {
  FINANCE_CALCULATOR_STORAGE_KEY,
  parseSavedCalculatorData,
  restorableChoice,
  serialiseSavedCalculatorData,
  type CalculatorProduct,
  type FinanceCalculatorModel,
  type FinanceModel,
} from '@lux/pricing';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access: nothing is remembered.
    return null;
  }
}

function read(): string | null {
  try {
    return storage()?.getItem(FINANCE_CALCULATOR_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * B§3.4 saved data: restores this calculator's entry of `finance_calculator_data` (localStorage) once
 * mounted — only the values still valid under the current configuration — and saves the visitor's
 * choices at the block's position whenever they change. Logic in @lux/pricing (`saved-data.ts`).
 */
export function useSavedChoice(
  model: FinanceCalculatorModel,
  position: number,
  models: readonly FinanceModel[],
  products: readonly CalculatorProduct[],
) {
  const units = useUnit({
    modelKey: model.$modelKey,
    productIndex: model.$productIndex,
    product: model.$product,
    downPayment: model.$downPayment,
    duration: model.$duration,
    rate: model.$rate,
    modelSelected: model.modelSelected,
    productSelected: model.productSelected,
    downPaymentChanged: model.downPaymentChanged,
    durationChanged: model.durationChanged,
    rateChanged: model.rateChanged,
  });
  const mounted = useRef(false);

  // Restore once, in the browser (the server render shows the defaults).
  useEffect(() => {
    const saved = parseSavedCalculatorData(read()).data[position];
    const choice = restorableChoice(saved, models, products);
    if (choice.modelKey !== undefined) units.modelSelected(choice.modelKey);
    if (choice.productIndex !== undefined) units.productSelected(choice.productIndex);
    if (choice.downPayment !== undefined) units.downPaymentChanged(choice.downPayment);
    if (choice.duration !== undefined) units.durationChanged(choice.duration);
    if (choice.rate !== undefined) units.rateChanged(choice.rate);
    // Mount only: a new configuration remounts the calculator (its key).
  }, []);

  const { modelKey, productIndex, product, downPayment, duration, rate } = units;
  useEffect(() => {
    // The first run holds the defaults of the first render: saving them would overwrite what the
    // restore above is bringing back. Later runs are the visitor's changes (or the restored values).
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const store = storage();
    if (!store || !product) return;
    const text = serialiseSavedCalculatorData(
      parseSavedCalculatorData(read()),
      position,
      {
        model: modelKey,
        product: product.product.key,
        product_index: productIndex,
        down_payment: downPayment,
        duration,
        rate,
      },
      new Date(),
    );
    if (text === null) return;
    try {
      store.setItem(FINANCE_CALCULATOR_STORAGE_KEY, text);
    } catch {
      // A full storage keeps the old data.
    }
  }, [position, modelKey, productIndex, product, downPayment, duration, rate]);
}
