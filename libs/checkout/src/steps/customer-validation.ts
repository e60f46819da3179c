import { object, string, ValidationError } from 'yup';
import type { CheckoutStrings } from '../strings';
import { CUSTOMER_FIELDS, type CustomerDetails, type CustomerField } from '../session';

/**
 * The forms service's patterns (`@lux/forms-client`: EMAIL_PATTERN, PHONE_IL_PATTERN), repeated here
 * because the order scope may not import the forms scope; the messages are the same words.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const PHONE_IL_PATTERN = /^(?:0|\+972[- ]?)5\d[- ]?\d{3}[- ]?\d{4}$/;
const MAX_NAME = 80;
const MAX_EMAIL = 254;

function customerSchema(t: CheckoutStrings) {
  const name = string().trim().required(t.errors.required).max(MAX_NAME, t.errors.max);
  return object({
    first_name: name,
    last_name: name,
    email: string().trim().required(t.errors.required).max(MAX_EMAIL, t.errors.max).matches(EMAIL_PATTERN, t.errors.email),
    phone: string().trim().required(t.errors.required).max(30, t.errors.max).matches(PHONE_IL_PATTERN, t.errors.phone),
  });
}

export type CustomerErrors = Partial<Record<CustomerField, string>>;

/** One message per invalid field, in the order of the form; never throws. */
export function validateCustomer(details: CustomerDetails, t: CheckoutStrings): CustomerErrors {
  try {
    customerSchema(t).validateSync(details, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) return { first_name: t.errors.required };
    const errors: CustomerErrors = {};
    for (const item of error.inner.length > 0 ? error.inner : [error]) {
      const field = item.path as CustomerField | undefined;
      if (field && CUSTOMER_FIELDS.includes(field)) errors[field] ??= item.message;
    }
    return errors;
  }
}

