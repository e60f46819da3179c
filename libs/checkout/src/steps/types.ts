import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { stepValidated, type ComponentType } from '@lux/order-online';

/** What every step component gets from the journey. */
export interface StepComponentProps {
  /** The index of the step the component is on. */
  step: number;
  /**
   * How many times the buyer pressed Continue while this step was incomplete: from 1, every invalid field
   * shows its error (before that, only fields the buyer has left).
   */
  attempt: number;
}

/** Reports the component's validity to the step machine (A§4) whenever it changes, and once on mount. */
export function useStepValidation(componentType: ComponentType, step: number, valid: boolean): void {
  const validated = useUnit(stepValidated);
  useEffect(() => {
    validated({ componentType, valid, step });
  }, [validated, componentType, valid, step]);
}
