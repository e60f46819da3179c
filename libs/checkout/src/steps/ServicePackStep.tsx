import { useState } from 'react';
import { useUnit } from 'effector-react';
import { $orderOnlineData, $stepsPage, $steps, orderOnlineDataChanged, type PageConfig } from '@lux/order-online';
import { $displayPriceSettings, formatPrice } from '@lux/pricing';
import { RadioGroup } from '@lux/ui';
import { useCheckoutStrings } from '../environment';
import { OptionLabel } from './PaymentOptionStep';
import { useStepValidation, type StepComponentProps } from './types';

export interface ServicePack {
  id: string;
  title: string;
  description: string;
  price: number;
}

const NONE = 'none';

/** ADR 026 §3: `service_packs` of the steps page; entries without an id or title are dropped. */
export function servicePacksOf(page: PageConfig): ServicePack[] {
  const list = page['service_packs'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const raw = item as Record<string, unknown>;
    const id = typeof raw['id'] === 'string' ? raw['id'].trim() : '';
    const title = typeof raw['title'] === 'string' ? raw['title'].trim() : '';
    if (!id || !title || id === NONE) return [];
    const price = typeof raw['price'] === 'number' && Number.isFinite(raw['price']) && raw['price'] >= 0 ? raw['price'] : 0;
    return [{ id, title, description: typeof raw['description'] === 'string' ? raw['description'].trim() : '', price }];
  });
}

/**
 * A service pack, or none (ADR 026 §3 `service_pack`, packs from the steps page). The choice is kept as
 * `{ id, title, price }`; "none" is an answer too (the step's validated flag remembers it).
 */
export function ServicePackStep({ step, attempt }: StepComponentProps) {
  const t = useCheckoutStrings();
  const { page, data, steps, priceSettings, changed } = useUnit({
    page: $stepsPage,
    data: $orderOnlineData,
    steps: $steps,
    priceSettings: $displayPriceSettings,
    changed: orderOnlineDataChanged,
  });
  const packs = servicePacksOf(page);
  const chosenId = typeof data.servicePackData?.['id'] === 'string' ? (data.servicePackData['id'] as string) : null;
  // "None" leaves no data: a stored answer is a pack, or none when the step was completed without one.
  const [noneChosen, setNoneChosen] = useState(() => chosenId === null && steps[step]?.validations.service_pack === true);
  const value = chosenId !== null && packs.some((pack) => pack.id === chosenId) ? chosenId : noneChosen ? NONE : '';
  const valid = packs.length === 0 || value !== '';
  useStepValidation('service_pack', step, valid);
  if (packs.length === 0) return null;
  return (
    <RadioGroup
      label={t.servicePackLegend}
      isRequired
      validationBehavior="aria"
      value={value || null}
      isInvalid={attempt > 0 && !valid}
      errorMessage={t.errors.choose}
      onChange={(id) => {
        const pack = packs.find((item) => item.id === id);
        setNoneChosen(!pack);
        changed({ servicePackData: pack ? { id: pack.id, title: pack.title, price: pack.price } : null });
      }}
    >
      {packs.map((pack) => (
        <RadioGroup.Radio key={pack.id} value={pack.id}>
          <OptionLabel>
            <span>{pack.title}</span>
            <span data-secondary="">{pack.price > 0 ? formatPrice(pack.price, priceSettings, 'price') : t.included}</span>
            {pack.description ? <span data-secondary="">{pack.description}</span> : null}
          </OptionLabel>
        </RadioGroup.Radio>
      ))}
      <RadioGroup.Radio value={NONE}>{t.noServicePack}</RadioGroup.Radio>
    </RadioGroup>
  );
}
