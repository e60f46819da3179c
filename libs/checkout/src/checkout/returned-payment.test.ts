import { describe, expect, it } from 'vitest';
import { returnedPayment } from './CheckoutScreen';

const liqpay = { vendor: 'LIQPAY' as const, lockId: 'lock-1', vehicleId: '42', reference: 'lp-1' };
const stripe = { vendor: 'STRIPE' as const, lockId: 'lock-1', vehicleId: '42', reference: 'pi_1' };

describe('returnedPayment', () => {
  it('turns LiqPay’s return into the payment waiting for this hold', () => {
    expect(returnedPayment({ vendor: 'liqpay' }, liqpay, 'lock-1')).toEqual({ vendor: 'LIQPAY', reference: { liqpayOrderId: 'lp-1' } });
  });

  it('takes Stripe’s redirect only when it succeeded, with the intent it names', () => {
    expect(returnedPayment({ vendor: 'stripe', paymentIntent: 'pi_2', redirectStatus: 'succeeded' }, stripe, 'lock-1')).toEqual({
      vendor: 'STRIPE',
      reference: { stripePaymentIntentId: 'pi_2' },
    });
    expect(returnedPayment({ vendor: 'stripe', paymentIntent: 'pi_2', redirectStatus: 'failed' }, stripe, 'lock-1')).toBeNull();
  });

  it('ignores a return without a payment in this tab, for another hold or another vendor', () => {
    expect(returnedPayment({ vendor: 'liqpay' }, null, 'lock-1')).toBeNull();
    expect(returnedPayment({ vendor: 'liqpay' }, liqpay, 'lock-2')).toBeNull();
    expect(returnedPayment({ vendor: 'liqpay' }, stripe, 'lock-1')).toBeNull();
    expect(returnedPayment(null, liqpay, 'lock-1')).toBeNull();
  });
});
