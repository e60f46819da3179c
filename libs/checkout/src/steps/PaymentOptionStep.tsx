import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import styled from 'styled-components';
import { $orderOnlineData, $paymentOptionType, $vehicle, normalisePaymentOptionType, orderOnlineDataChanged } from '@lux/order-online';
import { $displayPriceSettings } from '@lux/pricing';
import { RadioGroup } from '@lux/ui';
import { useCheckoutStrings } from '../environment';
import { paymentOptionChoices } from '../format';
import { useStepValidation, type StepComponentProps } from './types';

export const OptionLabel = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--lux-space-1) var(--lux-space-3);

  & > [data-secondary] {
    color: var(--lux-color-text-muted);
  }
`;

/**
 * How the buyer pays for the car (ADR 026 §3 `payment_option`): cash, lease or subscription, each only
 * when the vehicle has that price (A§5); `calculator` arrives as lease (A§3). A vehicle without any of
 * those prices has nothing to choose, and the step is complete.
 */
export function PaymentOptionStep({ step, attempt }: StepComponentProps) {
  const t = useCheckoutStrings();
  const { vehicle, priceSettings, type, data, changed } = useUnit({
    vehicle: $vehicle,
    priceSettings: $displayPriceSettings,
    type: $paymentOptionType,
    data: $orderOnlineData,
    changed: orderOnlineDataChanged,
  });
  const choices = paymentOptionChoices(vehicle, priceSettings, t);
  const chosen = data.paymentOptionsData?.type ?? null;
  const available = choices.some((choice) => choice.type === type);
  const valid = choices.length === 0 || (chosen !== null && choices.some((choice) => choice.type === chosen));
  useStepValidation('payment_option', step, valid);

  // A type preselected elsewhere (the showroom's calculator) becomes the choice when the vehicle offers it.
  useEffect(() => {
    if (chosen === null && type !== null && available) changed({ paymentOptionsData: { type, data: [] } });
  }, [chosen, type, available, changed]);

  if (choices.length === 0) return <p>{t.noPaymentOptions}</p>;
  return (
    <RadioGroup
      label={t.paymentOptionLegend}
      isRequired
      validationBehavior="aria"
      value={chosen}
      isInvalid={attempt > 0 && !valid}
      errorMessage={t.choosePaymentOption}
      onChange={(value) => {
        const option = normalisePaymentOptionType(value);
        if (option) changed({ paymentOptionsData: { type: option, data: [] } });
      }}
    >
      {choices.map((choice) => (
        <RadioGroup.Radio key={choice.type} value={choice.type}>
          <OptionLabel>
            <span>{t.paymentOptions[choice.type]}</span>
            <span data-secondary="">{choice.price}</span>
          </OptionLabel>
        </RadioGroup.Radio>
      ))}
    </RadioGroup>
  );
}
