import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@lux/order-online';
import {
  emptyCustomer,
  leadAttributes,
  liqpayOrderIdOf,
  readCustomer,
  readPendingPayment,
  SESSION_KEYS,
  writeCustomer,
  writePendingPayment,
} from './session';
import { validateCustomer } from './steps/customer-validation';
import { checkoutStrings } from './strings';

describe('the buyer’s details in this tab', () => {
  it('are kept and read back, and unreadable data reads as empty', () => {
    const storage = createMemoryStorage();
    writeCustomer(storage, { first_name: 'דנה', last_name: 'לוי', email: 'dana@example.co.il', phone: '050-1234567' });
    expect(readCustomer(storage).first_name).toBe('דנה');
    storage.set(SESSION_KEYS.customer, '{not json');
    expect(readCustomer(storage)).toEqual(emptyCustomer);
    expect(readCustomer(null)).toEqual(emptyCustomer);
  });

  it('a storage that throws never reaches the buyer', () => {
    const broken = { get: () => null, set: () => { throw new Error('quota'); }, remove: () => undefined };
    expect(() => writeCustomer(broken, emptyCustomer)).not.toThrow();
  });

  it('become the order’s lead attributes, trimmed', () => {
    expect(leadAttributes({ first_name: ' דנה ', last_name: 'לוי', email: ' dana@example.co.il', phone: '050-1234567 ' })).toEqual({
      first_name: 'דנה',
      last_name: 'לוי',
      email: 'dana@example.co.il',
      phone: '050-1234567',
    });
  });
});

describe('validateCustomer (the forms service’s rules and words)', () => {
  const he = checkoutStrings.he;

  it('needs every field, a valid email and an Israeli mobile number', () => {
    expect(validateCustomer(emptyCustomer, he)).toEqual({
      first_name: he.errors.required,
      last_name: he.errors.required,
      email: he.errors.required,
      phone: he.errors.required,
    });
    expect(validateCustomer({ first_name: 'דנה', last_name: 'לוי', email: 'dana@', phone: '03-1234567' }, he)).toEqual({
      email: he.errors.email,
      phone: he.errors.phone,
    });
    expect(validateCustomer({ first_name: 'דנה', last_name: 'לוי', email: 'dana@example.co.il', phone: '+972 50-123-4567' }, he)).toEqual({});
  });

  it('refuses names longer than the orders service takes', () => {
    expect(validateCustomer({ first_name: 'א'.repeat(81), last_name: 'לוי', email: 'a@b.co', phone: '0501234567' }, he)).toEqual({
      first_name: he.errors.max,
    });
  });
});

describe('a payment on its way to the vendor', () => {
  it('is kept until the buyer comes back, and malformed records are ignored', () => {
    const storage = createMemoryStorage();
    writePendingPayment(storage, { vendor: 'LIQPAY', lockId: 'l', vehicleId: '42', reference: 'lp_1' });
    expect(readPendingPayment(storage)).toEqual({ vendor: 'LIQPAY', lockId: 'l', vehicleId: '42', reference: 'lp_1' });
    writePendingPayment(storage, null);
    expect(readPendingPayment(storage)).toBeNull();
    storage.set(SESSION_KEYS.pendingPayment, JSON.stringify({ vendor: 'LIQPAY' }));
    expect(readPendingPayment(storage)).toBeNull();
  });

  it('reads LiqPay’s order id from its base64 JSON data (UTF-8 description included)', () => {
    const json = JSON.stringify({ order_id: 'LX-260517-K7Q2MZ', description: 'דמי הזמנה' });
    const data = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
    expect(liqpayOrderIdOf(data)).toBe('LX-260517-K7Q2MZ');
    expect(liqpayOrderIdOf('not base64!')).toBe('');
  });
});
