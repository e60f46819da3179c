/**
 * `v3.js` of the local Stripe: defines `window.Stripe(publishableKey)` with the part of Stripe.js that
 * @stripe/react-stripe-js (`<Elements>`, `<PaymentElement>`, `useStripe`, `useElements`) and the checkout
 * use — `elements({ clientSecret, appearance, locale })` → `create('payment')` / `getElement` / `update` /
 * `submit`, the element's `mount` / `on` / `off` / `update` / `unmount` / `destroy`, and
 * `confirmPayment({ elements, confirmParams: { return_url }, redirect })`. The payment element is plain,
 * labelled form fields (card number, expiry, CVC) in Hebrew or English by locale, keyboard-only usable with a
 * visible focus ring; its data goes straight to the stand-in's confirm call with the publishable key and the
 * client secret, as Stripe's iframe posts to Stripe. `@stripe/stripe-js`'s `loadStripe` resolves with this
 * `window.Stripe` when the script is on the page. Plain ES2017 (served as is, no build step).
 */
export const stripeJsSource = String.raw`(function () {
  'use strict';
  if (window.Stripe && window.Stripe.__luxStandIn) return;
  var script = document.currentScript;
  var BASE = script && script.src ? script.src.replace(/\/v3\.js(\?.*)?$/, '') : '';
  var DIRECTION = { he: 'rtl', en: 'ltr' };
  var TEXT = {
    he: {
      legend: 'פרטי כרטיס אשראי',
      number: 'מספר כרטיס',
      expiry: 'תוקף (חודש / שנה)',
      cvc: 'קוד אבטחה (CVC)',
      hint: 'סביבת בדיקה מקומית: הכרטיס 4242 4242 4242 4242 מאושר, 4000 0000 0000 0002 נדחה.',
      incomplete_number: 'יש להזין את מספר הכרטיס.',
      invalid_number: 'מספר הכרטיס אינו תקין.',
      incomplete_expiry: 'יש להזין את תוקף הכרטיס.',
      invalid_expiry: 'תוקף הכרטיס אינו תקין.',
      past_expiry: 'תוקף הכרטיס פג.',
      incomplete_cvc: 'יש להזין את קוד האבטחה.',
      card_declined: 'הכרטיס נדחה.',
      insufficient_funds: 'אין בכרטיס יתרה מספקת.',
      expired_card: 'תוקף הכרטיס פג.',
      incorrect_cvc: 'קוד האבטחה שגוי.',
      incorrect_number: 'מספר הכרטיס שגוי.',
      processing_error: 'אירעה שגיאה בעיבוד הכרטיס. נסו שוב בעוד רגע.',
      network: 'אין חיבור לשירות התשלומים. נסו שוב.',
      generic: 'התשלום לא הושלם.'
    },
    en: {
      legend: 'Card details',
      number: 'Card number',
      expiry: 'Expiry date (MM / YY)',
      cvc: 'Security code (CVC)',
      hint: 'Local test mode: card 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.',
      incomplete_number: 'Enter your card number.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Enter your card's expiry date.",
      invalid_expiry: "Your card's expiry date is invalid.",
      past_expiry: "Your card's expiry date is in the past.",
      incomplete_cvc: "Enter your card's security code.",
      card_declined: 'Your card was declined.',
      insufficient_funds: 'Your card has insufficient funds.',
      expired_card: 'Your card has expired.',
      incorrect_cvc: "Your card's security code is incorrect.",
      incorrect_number: 'Your card number is incorrect.',
      processing_error: 'An error occurred while processing your card. Try again in a little bit.',
      network: 'The payment service could not be reached. Try again.',
      generic: 'The payment was not completed.'
    }
  };
  var STYLE_ID = 'lux-stripe-standin-style';
  var CSS = [
    '.lux-stripe-pe{font:inherit;color:var(--lux-stripe-text,inherit)}',
    '.lux-stripe-pe fieldset{border:0;margin:0;padding:0;min-inline-size:0}',
    '.lux-stripe-pe legend{font-weight:600;padding:0;margin-block-end:.5rem}',
    '.lux-stripe-pe__row{display:flex;flex-wrap:wrap;gap:.75rem}',
    '.lux-stripe-pe__field{display:flex;flex-direction:column;gap:.25rem;flex:1 1 9rem;margin-block-end:.5rem}',
    '.lux-stripe-pe label{font-weight:500}',
    '.lux-stripe-pe input{box-sizing:border-box;inline-size:100%;min-block-size:2.75rem;font:inherit;padding-block:.55rem;padding-inline:.75rem;',
    'border:1px solid #6b6b76;border-radius:var(--lux-stripe-radius,.375rem);background:var(--lux-stripe-background,#fff);color:var(--lux-stripe-text,#1b1b1f)}',
    '.lux-stripe-pe input:focus-visible{outline:3px solid var(--lux-stripe-primary,#0b5fff);outline-offset:2px}',
    '.lux-stripe-pe input[aria-invalid=true]{border-color:var(--lux-stripe-danger,#b3261e);border-width:2px}',
    '.lux-stripe-pe__error{margin:0;min-block-size:1.25em;font-size:.875em;color:var(--lux-stripe-danger,#b3261e)}',
    '.lux-stripe-pe__hint{margin:0;font-size:.875em;opacity:.85}'
  ].join('');
  var counter = 0;

  function localeOf(wanted) {
    var tag = String(wanted && wanted !== 'auto' ? wanted : (document.documentElement.lang || navigator.language || 'en')).toLowerCase();
    return tag.indexOf('he') === 0 || tag.indexOf('iw') === 0 ? 'he' : 'en';
  }
  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    (document.head || document.documentElement).appendChild(style);
  }
  function digits(value) { return String(value || '').replace(/\D/g, ''); }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return number.length >= 12 && sum % 10 === 0;
  }
  function parseExpiry(value) {
    var d = digits(value);
    if (d.length < 4) return null;
    return { month: Number(d.slice(0, 2)), year: 2000 + Number(d.slice(2, 4)) };
  }
  function integrationError(message) { var e = new Error(message); e.name = 'IntegrationError'; return e; }

  function PaymentElement(elements, options) {
    this._elements = elements;
    this._options = options || {};
    this._listeners = {};
    this._root = null;
    this._fields = null;
    this._destroyed = false;
    this._id = 'lux-stripe-pe-' + (++counter);
    this._build();
  }
  PaymentElement.prototype._text = function () { return TEXT[this._elements._locale]; };
  PaymentElement.prototype._emit = function (type, payload) {
    var list = (this._listeners[type] || []).slice();
    for (var i = 0; i < list.length; i++) list[i](payload);
  };
  PaymentElement.prototype._build = function () {
    var self = this;
    var root = document.createElement('div');
    root.className = 'lux-stripe-pe';
    var fieldset = document.createElement('fieldset');
    var legend = document.createElement('legend');
    fieldset.appendChild(legend);
    function field(name, autocomplete, maxLength) {
      var wrap = document.createElement('div');
      wrap.className = 'lux-stripe-pe__field';
      var label = document.createElement('label');
      var input = document.createElement('input');
      var error = document.createElement('p');
      input.id = self._id + '-' + name;
      input.name = name;
      input.type = 'text';
      input.inputMode = 'numeric';
      input.autocomplete = autocomplete;
      input.spellcheck = false;
      input.required = true;
      input.maxLength = maxLength;
      input.dir = 'ltr';
      input.setAttribute('aria-invalid', 'false');
      input.setAttribute('aria-describedby', input.id + '-error');
      label.htmlFor = input.id;
      error.id = input.id + '-error';
      error.className = 'lux-stripe-pe__error';
      error.setAttribute('aria-live', 'polite');
      wrap.appendChild(label);
      wrap.appendChild(input);
      wrap.appendChild(error);
      input.addEventListener('input', function () { self._format(name); self._clearError(name); self._changed(); });
      input.addEventListener('blur', function () { if (input.value) self._check(name, true); });
      return { wrap: wrap, label: label, input: input, error: error };
    }
    var number = field('cardnumber', 'cc-number', 23);
    var expiry = field('exp-date', 'cc-exp', 7);
    var cvc = field('cvc', 'cc-csc', 4);
    expiry.input.placeholder = 'MM / YY';
    var row = document.createElement('div');
    row.className = 'lux-stripe-pe__row';
    row.appendChild(expiry.wrap);
    row.appendChild(cvc.wrap);
    var hint = document.createElement('p');
    hint.className = 'lux-stripe-pe__hint';
    fieldset.appendChild(number.wrap);
    fieldset.appendChild(row);
    fieldset.appendChild(hint);
    root.appendChild(fieldset);
    root.addEventListener('focusin', function (event) { if (!root.contains(event.relatedTarget)) self._emit('focus', { elementType: 'payment' }); });
    root.addEventListener('focusout', function (event) { if (!root.contains(event.relatedTarget)) self._emit('blur', { elementType: 'payment' }); });
    root.addEventListener('keydown', function (event) { if (event.key === 'Escape') self._emit('escape', { elementType: 'payment' }); });
    this._root = root;
    this._fields = { number: number, expiry: expiry, cvc: cvc, legend: legend, hint: hint };
    this._render();
  };
  PaymentElement.prototype._render = function () {
    var t = this._text();
    var f = this._fields;
    this._root.lang = this._elements._locale;
    this._root.dir = DIRECTION[this._elements._locale];
    f.legend.textContent = t.legend;
    f.number.label.textContent = t.number;
    f.expiry.label.textContent = t.expiry;
    f.cvc.label.textContent = t.cvc;
    f.hint.textContent = t.hint;
    var vars = (this._elements._appearance && this._elements._appearance.variables) || {};
    var map = { colorPrimary: '--lux-stripe-primary', colorText: '--lux-stripe-text', colorDanger: '--lux-stripe-danger', colorBackground: '--lux-stripe-background', borderRadius: '--lux-stripe-radius' };
    for (var key in map) if (Object.prototype.hasOwnProperty.call(map, key) && vars[key]) this._root.style.setProperty(map[key], String(vars[key]));
    if (vars.fontFamily) this._root.style.fontFamily = String(vars.fontFamily);
  };
  PaymentElement.prototype._format = function (name) {
    var input = this._fields[name === 'cardnumber' ? 'number' : name === 'exp-date' ? 'expiry' : 'cvc'].input;
    var d = digits(input.value);
    if (name === 'cardnumber') input.value = d.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
    else if (name === 'exp-date') input.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2, 4) : d;
    else input.value = d.slice(0, 4);
  };
  PaymentElement.prototype._problem = function (which) {
    var f = this._fields;
    if (which === 'number') {
      var n = digits(f.number.input.value);
      if (!n) return 'incomplete_number';
      return n.length >= 12 && luhn(n) ? null : 'invalid_number';
    }
    if (which === 'expiry') {
      if (!digits(f.expiry.input.value)) return 'incomplete_expiry';
      var e = parseExpiry(f.expiry.input.value);
      if (!e || e.month < 1 || e.month > 12) return 'invalid_expiry';
      var now = new Date();
      if (e.year < now.getFullYear() || (e.year === now.getFullYear() && e.month < now.getMonth() + 1)) return 'past_expiry';
      return null;
    }
    var c = digits(f.cvc.input.value);
    return c.length >= 3 ? null : 'incomplete_cvc';
  };
  PaymentElement.prototype._check = function (name, show) {
    var which = name === 'cardnumber' || name === 'number' ? 'number' : name === 'exp-date' || name === 'expiry' ? 'expiry' : 'cvc';
    var code = this._problem(which);
    if (show) {
      var field = this._fields[which];
      field.input.setAttribute('aria-invalid', code ? 'true' : 'false');
      field.error.textContent = code ? this._text()[code] : '';
    }
    return code;
  };
  PaymentElement.prototype._clearError = function (name) {
    var which = name === 'cardnumber' ? 'number' : name === 'exp-date' ? 'expiry' : 'cvc';
    this._fields[which].input.setAttribute('aria-invalid', 'false');
    this._fields[which].error.textContent = '';
  };
  PaymentElement.prototype._changed = function () {
    var f = this._fields;
    var empty = !f.number.input.value && !f.expiry.input.value && !f.cvc.input.value;
    var complete = !this._problem('number') && !this._problem('expiry') && !this._problem('cvc');
    this._emit('change', { elementType: 'payment', empty: empty, complete: complete, collapsed: false, value: { type: 'card' } });
  };
  /** Shows every problem; focuses the first field that has one. */
  PaymentElement.prototype._validate = function () {
    var order = ['number', 'expiry', 'cvc'];
    var first = null;
    for (var i = 0; i < order.length; i++) {
      var code = this._check(order[i], true);
      if (code && !first) first = { field: order[i], code: code };
    }
    if (first && this._root.isConnected) this._fields[first.field].input.focus();
    return first;
  };
  PaymentElement.prototype._card = function () {
    var f = this._fields;
    var e = parseExpiry(f.expiry.input.value) || { month: 0, year: 0 };
    return { number: digits(f.number.input.value), exp_month: e.month, exp_year: e.year, cvc: digits(f.cvc.input.value) };
  };
  PaymentElement.prototype._busy = function (busy) {
    this._root.setAttribute('aria-busy', busy ? 'true' : 'false');
    var f = this._fields;
    f.number.input.readOnly = f.expiry.input.readOnly = f.cvc.input.readOnly = busy;
  };
  PaymentElement.prototype.mount = function (target) {
    if (this._destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node || !node.appendChild) throw integrationError('Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
    ensureStyle();
    node.appendChild(this._root);
    var self = this;
    setTimeout(function () { self._emit('ready', { elementType: 'payment' }); }, 0);
  };
  PaymentElement.prototype.unmount = function () { if (this._root.parentNode) this._root.parentNode.removeChild(this._root); };
  PaymentElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    this._listeners = {};
    if (this._elements._element === this) this._elements._element = null;
  };
  PaymentElement.prototype.on = function (type, handler) { (this._listeners[type] = this._listeners[type] || []).push(handler); return this; };
  PaymentElement.prototype.off = function (type, handler) {
    if (!handler) delete this._listeners[type];
    else this._listeners[type] = (this._listeners[type] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  PaymentElement.prototype.once = function (type, handler) {
    var self = this;
    function wrapped(payload) { self.off(type, wrapped); handler(payload); }
    return this.on(type, wrapped);
  };
  PaymentElement.prototype.update = function (options) { if (options) for (var k in options) if (Object.prototype.hasOwnProperty.call(options, k)) this._options[k] = options[k]; };
  PaymentElement.prototype.focus = function () { this._fields.number.input.focus(); };
  PaymentElement.prototype.blur = function () { if (this._root.contains(document.activeElement)) document.activeElement.blur(); };
  PaymentElement.prototype.clear = function () {
    var f = this._fields;
    f.number.input.value = f.expiry.input.value = f.cvc.input.value = '';
    this._changed();
  };
  PaymentElement.prototype.collapse = function () { return this; };

  function Elements(stripe, options) {
    options = options || {};
    this._stripe = stripe;
    this._clientSecret = options.clientSecret || null;
    this._appearance = options.appearance || null;
    this._locale = localeOf(options.locale);
    this._element = null;
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'payment') throw integrationError('The local Stripe.js stand-in offers the payment element only (got ' + type + ').');
    if (this._element) throw integrationError('Can only create one Element of type payment.');
    this._element = new PaymentElement(this, options);
    return this._element;
  };
  Elements.prototype.getElement = function (type) { return type === 'payment' ? this._element : null; };
  Elements.prototype.update = function (options) {
    options = options || {};
    if (options.locale) this._locale = localeOf(options.locale);
    if (options.appearance) this._appearance = options.appearance;
    if (options.clientSecret) this._clientSecret = options.clientSecret;
    if (this._element) this._element._render();
  };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };
  Elements.prototype.submit = function () {
    var element = this._element;
    if (!element) return Promise.resolve({ error: { type: 'validation_error', message: 'No payment element.' } });
    var problem = element._validate();
    if (problem) return Promise.resolve({ error: { type: 'validation_error', code: problem.code, message: element._text()[problem.code] } });
    return Promise.resolve({ selectedPaymentMethod: 'card' });
  };

  function request(method, url, body) {
    var init = { method: method, headers: { accept: 'application/json' }, credentials: 'omit' };
    if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
    return fetch(url, init).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, body: json }; }, function () { return { ok: response.ok, body: null }; });
    });
  }
  function localized(locale, error) {
    var t = TEXT[locale];
    if (error && error.decline_code === 'insufficient_funds') return t.insufficient_funds;
    var code = error && error.code;
    if (code && t[code]) return t[code];
    if (code === 'invalid_expiry_month' || code === 'invalid_expiry_year') return t.invalid_expiry;
    if (code === 'invalid_cvc') return t.incorrect_cvc;
    return (error && error.message) || t.generic;
  }
  function intentIdOf(clientSecret) { return String(clientSecret).split('_secret_')[0]; }

  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw integrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_…).');
    this._key = key;
    this._options = options || {};
  }
  Stripe.version = 'endive';
  Stripe.__luxStandIn = true;
  Stripe.prototype.elements = function (options) { return new Elements(this, options); };
  Stripe.prototype._confirm = function (clientSecret, payload, locale) {
    var id = intentIdOf(clientSecret);
    payload.key = this._key;
    payload.client_secret = clientSecret;
    return request('POST', BASE + '/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', payload).then(
      function (res) {
        if (res.ok) return { paymentIntent: res.body };
        var err = (res.body && res.body.error) || { type: 'api_error' };
        return { error: { type: err.type || 'api_error', code: err.code, decline_code: err.decline_code, param: err.param, message: localized(locale, err), payment_intent: err.payment_intent } };
      },
      function () { return { error: { type: 'api_connection_error', message: TEXT[locale].network } }; }
    );
  };
  Stripe.prototype.confirmPayment = function (options) {
    options = options || {};
    var elements = options.elements;
    var params = options.confirmParams || {};
    var redirect = options.redirect || 'always';
    var clientSecret = options.clientSecret || (elements && elements._clientSecret);
    if (!elements || !elements.getElement('payment')) return Promise.reject(integrationError('confirmPayment needs the elements instance that created the payment element.'));
    if (!clientSecret) return Promise.reject(integrationError('confirmPayment needs a clientSecret (in elements() options or here).'));
    if (redirect === 'always' && !params.return_url) return Promise.reject(integrationError('confirmParams.return_url is required unless redirect is if_required.'));
    var element = elements.getElement('payment');
    var locale = elements._locale;
    var problem = element._validate();
    if (problem) return Promise.resolve({ error: { type: 'validation_error', code: problem.code, message: element._text()[problem.code] } });
    element._busy(true);
    var pmData = params.payment_method_data || {};
    var payload = { payment_method_data: { type: 'card', card: element._card(), billing_details: pmData.billing_details }, return_url: params.return_url };
    return this._confirm(clientSecret, payload, locale).then(function (result) {
      element._busy(false);
      if (result.paymentIntent && redirect === 'always') {
        var url = new URL(params.return_url, window.location.href);
        url.searchParams.set('payment_intent', result.paymentIntent.id);
        url.searchParams.set('payment_intent_client_secret', clientSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return new Promise(function () {});
      }
      return result;
    });
  };
  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    var pm = data && data.payment_method;
    if (typeof pm !== 'string') return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The local Stripe.js stand-in confirms card payments with a test payment method id (pm_card_visa) or through confirmPayment.' } });
    return this._confirm(clientSecret, { payment_method: pm }, localeOf());
  };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    var id = intentIdOf(clientSecret);
    var url = BASE + '/v1/payment_intents/' + encodeURIComponent(id) + '?key=' + encodeURIComponent(this._key) + '&client_secret=' + encodeURIComponent(clientSecret);
    return request('GET', url).then(
      function (res) { return res.ok ? { paymentIntent: res.body } : { error: (res.body && res.body.error) || { type: 'api_error', message: 'Not found.' } }; },
      function () { return { error: { type: 'api_connection_error', message: TEXT[localeOf()].network } }; }
    );
  };
  function unavailable() { return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not available in the local Stripe.js stand-in.' } }); }
  Stripe.prototype.createToken = unavailable;
  Stripe.prototype.createPaymentMethod = unavailable;
  Stripe.prototype.handleNextAction = unavailable;
  Stripe.prototype.registerAppInfo = function () {};
  Stripe.prototype._registerWrapper = function () {};
  window.Stripe = Stripe;
})();
`;
