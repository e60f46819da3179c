/**
 * The vendors' browser parts as small fakes for tests and stories (the orders service's stand-ins play this
 * part in the embedded default): `window.Stripe` with Elements and a payment element that draws a labelled
 * card field, and `window.paypal.Buttons` that draws one button approving the order.
 */

export interface FakeStripeCalls {
  confirmPayment: Array<{ redirect?: string; confirmParams?: { return_url?: string } }>;
}

/**
 * One fake per page, as Stripe.js is: `loadStripe` keeps the first `window.Stripe` it found, so each install
 * only resets what the fake answers and records.
 */
const fake: { decline: boolean; calls: FakeStripeCalls } = { decline: false, calls: { confirmPayment: [] } };

const element = () => ({
  mount(node: HTMLElement) {
    node.innerHTML = '<label style="display:grid;gap:4px">Card number<input name="cardnumber" inputmode="numeric" autocomplete="cc-number"></label>';
  },
  on() {},
  off() {},
  update() {},
  destroy() {},
  unmount() {},
});
const fakeStripe = Object.assign(
  () => ({
    elements: () => ({ create: element, update() {}, getElement: () => null }),
    createToken() {},
    createPaymentMethod() {},
    confirmCardPayment() {},
    registerAppInfo() {},
    _registerWrapper() {},
    async confirmPayment(params: FakeStripeCalls['confirmPayment'][number]) {
      fake.calls.confirmPayment.push(params);
      return fake.decline
        ? { error: { type: 'card_error', message: 'Your card was declined.' } }
        : { paymentIntent: { id: 'pi_test_1', status: 'requires_capture' } };
    },
  }),
  { version: 'endive' },
);

export function installFakeStripe(options: { decline?: boolean } = {}): FakeStripeCalls {
  fake.decline = options.decline ?? false;
  fake.calls = { confirmPayment: [] };
  Object.assign(globalThis, { Stripe: fakeStripe });
  return fake.calls;
}

export function installFakePaypal(): void {
  Object.assign(globalThis, {
    paypal: {
      Buttons(options: { createOrder: () => string | Promise<string>; onApprove: (data: { orderID?: string }) => unknown }) {
        return {
          async render(container: HTMLElement) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = 'PayPal';
            button.addEventListener('click', async () => {
              const orderID = await options.createOrder();
              await options.onApprove({ orderID });
            });
            container.append(button);
          },
          async close() {},
        };
      },
    },
  });
}
