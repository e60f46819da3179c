import { useState } from 'react';
import { TextField } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { readCustomer, writeCustomer, CUSTOMER_FIELDS, type CustomerDetails, type CustomerField } from '../session';
import { FieldGrid } from '../shared/styles';
import { validateCustomer } from './customer-validation';
import { useStepValidation, type StepComponentProps } from './types';

const inputs: Record<CustomerField, { type: 'text' | 'email' | 'tel'; autoComplete: string; maxLength: number }> = {
  first_name: { type: 'text', autoComplete: 'given-name', maxLength: 80 },
  last_name: { type: 'text', autoComplete: 'family-name', maxLength: 80 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
};

/**
 * The buyer's details (ADR 026 §3 `customer_details`, the order's `lead_attributes`): first and last name,
 * email and an Israeli mobile number, checked with the forms service's rules and words. Kept in this tab
 * only (sessionStorage: personal data never goes to local storage) as they are typed, so a reload or a
 * failed call loses nothing. An error shows once the buyer leaves the field, or on Continue.
 */
export function CustomerDetailsStep({ step, attempt }: StepComponentProps) {
  const t = useCheckoutStrings();
  const { services } = useCheckoutEnvironment();
  const [details, setDetails] = useState<CustomerDetails>(() => readCustomer(services.session));
  const [touched, setTouched] = useState<ReadonlySet<CustomerField>>(new Set());
  const errors = validateCustomer(details, t);
  useStepValidation('customer_details', step, Object.keys(errors).length === 0);

  const change = (field: CustomerField, value: string) => {
    const next = { ...details, [field]: value };
    setDetails(next);
    writeCustomer(services.session, next);
  };
  return (
    <div>
      <p>{t.requiredHint}</p>
      <FieldGrid>
        {CUSTOMER_FIELDS.map((field) => {
          const error = attempt > 0 || touched.has(field) ? errors[field] : undefined;
          return (
            <div key={field} data-field={field}>
              <TextField
                name={field}
                label={t.customer[field === 'first_name' ? 'firstName' : field === 'last_name' ? 'lastName' : field]}
                type={inputs[field].type}
                autoComplete={inputs[field].autoComplete}
                maxLength={inputs[field].maxLength}
                isRequired
                validationBehavior="aria"
                value={details[field]}
                isInvalid={error !== undefined}
                errorMessage={error}
                onChange={(value) => change(field, value)}
                onBlur={() => setTouched((set) => new Set(set).add(field))}
              />
            </div>
          );
        })}
      </FieldGrid>
    </div>
  );
}
