/**
 * `sdk.js` of the local PayPal: defines `window.paypal.Buttons({ createOrder, onApprove, onCancel, onError,
 * style })` with `.render(container)`, `.isEligible()` and `.close()`. It renders one "PayPal" button; a
 * click asks `createOrder` for the order id, then opens a dialog standing in for PayPal's window (the
 * sandbox buyer's account, the amount, Approve / Cancel; a modal dialog that keeps focus inside, makes the
 * page behind it inert, closes on Escape and gives focus back to the button). Approve marks the order APPROVED at the stand-in, then calls
 * `onApprove({ orderID, payerID })`. Hebrew or English from `?locale=he_IL` or the page's language.
 * Plain ES2017, served as is.
 */
export const paypalSdkSource = String.raw`(function () {
  'use strict';
  if (window.paypal && window.paypal.__luxStandIn) return;
  var script = document.currentScript;
  var src = script && script.src ? new URL(script.src, window.location.href) : null;
  var BASE = src ? src.href.split('?')[0].replace(/\/sdk\.js$/, '') : '';
  var CLIENT_ID = src ? src.searchParams.get('client-id') || '' : '';
  var LOCALE_PARAM = src ? src.searchParams.get('locale') : null;
  var DIRECTION = { he: 'rtl', en: 'ltr' };
  var TEXT = {
    he: {
      button: 'תשלום ב-PayPal',
      title: 'PayPal — חלון אישור (סביבת בדיקה מקומית)',
      intro: 'זהו תחליף מקומי לחלון של PayPal. התשלום יאושר מחשבון קונה לבדיקה.',
      buyer: 'חשבון הקונה',
      amount: 'סכום לאישור',
      approve: 'אישור התשלום',
      cancel: 'ביטול',
      working: 'מעבד…',
      failed: 'לא ניתן היה לפתוח את התשלום ב-PayPal.'
    },
    en: {
      button: 'Pay with PayPal',
      title: 'PayPal — approval window (local test mode)',
      intro: "This stands in for PayPal's window. The payment is approved from a sandbox buyer's account.",
      buyer: "Buyer's account",
      amount: 'Amount to approve',
      approve: 'Approve payment',
      cancel: 'Cancel',
      working: 'Working…',
      failed: 'The PayPal payment could not be opened.'
    }
  };
  var COLORS = { gold: ['#ffc439', '#111'], blue: ['#0070ba', '#fff'], silver: ['#eee', '#111'], white: ['#fff', '#111'], black: ['#111', '#fff'] };
  var STYLE_ID = 'lux-paypal-standin-style';
  var CSS = [
    '.lux-paypal__button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;inline-size:100%;min-block-size:2.75rem;',
    'font:inherit;font-weight:700;border:1px solid #6b6b76;border-radius:.375rem;cursor:pointer;padding-inline:1rem}',
    '.lux-paypal__button[data-shape=pill]{border-radius:999px}',
    '.lux-paypal__button:focus-visible,.lux-paypal-dialog button:focus-visible{outline:3px solid #0b5fff;outline-offset:2px}',
    '.lux-paypal__button[aria-disabled=true]{opacity:.7;cursor:progress}',
    '.lux-paypal-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483000}',
    '.lux-paypal-dialog{box-sizing:border-box;background:#fff;color:#1b1b1f;inline-size:min(26rem,calc(100% - 2rem));padding:1.5rem;border-radius:.5rem;font:inherit}',
    '.lux-paypal-dialog h2{margin-block:0 .75rem;font-size:1.25rem}',
    '.lux-paypal-dialog dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin-block:1rem}',
    '.lux-paypal-dialog dt{font-weight:600}.lux-paypal-dialog dd{margin:0}',
    '.lux-paypal-dialog__actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1rem}',
    '.lux-paypal-dialog button{font:inherit;font-weight:600;min-block-size:2.75rem;padding-inline:1.25rem;border-radius:.375rem;border:2px solid #003087;cursor:pointer}',
    '.lux-paypal-dialog__approve{background:#003087;color:#fff}.lux-paypal-dialog__cancel{background:#fff;color:#003087}'
  ].join('');

  function localeOf() {
    var tag = String(LOCALE_PARAM || document.documentElement.lang || navigator.language || 'en').toLowerCase();
    return tag.indexOf('he') === 0 || tag.indexOf('iw') === 0 ? 'he' : 'en';
  }
  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    (document.head || document.documentElement).appendChild(style);
  }
  function call(method, path, body) {
    var init = { method: method, headers: { accept: 'application/json' }, credentials: 'omit' };
    if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
    return fetch(BASE + path, init).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (json) {
        if (!response.ok) throw new Error((json && json.message) || ('PayPal answered ' + response.status));
        return json;
      });
    });
  }
  function formatAmount(amount, locale) {
    try { return new Intl.NumberFormat(locale === 'he' ? 'he-IL' : 'en-US', { style: 'currency', currency: amount.currency_code }).format(Number(amount.value)); }
    catch (e) { return amount.value + ' ' + amount.currency_code; }
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** The approval dialog; resolves 'approve' or 'cancel'. */
  function approvalDialog(order, locale, opener) {
    return new Promise(function (resolve) {
      var t = TEXT[locale];
      var titleId = 'lux-paypal-title-' + order.id;
      var backdrop = el('div', 'lux-paypal-backdrop');
      var dialog = el('div', 'lux-paypal-dialog');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.lang = locale;
      dialog.dir = DIRECTION[locale];
      var title = el('h2', null, t.title);
      title.id = titleId;
      var intro = el('p', null, t.intro);
      intro.id = titleId + '-intro';
      dialog.setAttribute('aria-describedby', intro.id);
      var facts = el('dl');
      facts.appendChild(el('dt', null, t.buyer));
      var buyer = el('dd', null, 'sb-buyer@personal.example.com');
      buyer.dir = 'ltr';
      facts.appendChild(buyer);
      facts.appendChild(el('dt', null, t.amount));
      facts.appendChild(el('dd', null, formatAmount(order.amount, locale)));
      var actions = el('div', 'lux-paypal-dialog__actions');
      var approve = el('button', 'lux-paypal-dialog__approve', t.approve);
      var cancel = el('button', 'lux-paypal-dialog__cancel', t.cancel);
      approve.type = cancel.type = 'button';
      actions.appendChild(approve);
      actions.appendChild(cancel);
      dialog.appendChild(title);
      dialog.appendChild(intro);
      dialog.appendChild(facts);
      dialog.appendChild(actions);
      backdrop.appendChild(dialog);
      // The page behind the dialog is out of reach (screen readers included) while it is open.
      var behind = [];
      Array.prototype.forEach.call(document.body.children, function (child) {
        if (!child.hasAttribute('inert')) { child.setAttribute('inert', ''); behind.push(child); }
      });
      function close(answer) {
        document.removeEventListener('keydown', onKey, true);
        if (backdrop.parentNode) backdrop.parentNode.removeChild(backdrop);
        behind.forEach(function (child) { child.removeAttribute('inert'); });
        if (opener && opener.isConnected) opener.focus();
        resolve(answer);
      }
      function onKey(event) {
        if (event.key === 'Escape') { event.preventDefault(); close('cancel'); return; }
        if (event.key !== 'Tab') return;
        var items = [approve, cancel];
        var index = items.indexOf(document.activeElement);
        event.preventDefault();
        var next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : (index + 1) % items.length;
        items[next].focus();
      }
      approve.addEventListener('click', function () { close('approve'); });
      cancel.addEventListener('click', function () { close('cancel'); });
      document.addEventListener('keydown', onKey, true);
      document.body.appendChild(backdrop);
      approve.focus();
    });
  }

  function Buttons(options) {
    options = options || {};
    var state = { button: null, busy: false };
    function fail(error) {
      if (typeof options.onError === 'function') options.onError(error instanceof Error ? error : new Error(String(error)));
      else if (window.console) window.console.error(error);
    }
    function start() {
      if (state.busy) return;
      var locale = localeOf();
      var button = state.button;
      state.busy = true;
      button.setAttribute('aria-disabled', 'true');
      var orderID = null;
      var actions = { order: { create: function () { return Promise.reject(new Error('Create the order on your server (createOrder must return its id).')); } } };
      Promise.resolve()
        .then(function () {
          if (typeof options.createOrder !== 'function') throw new Error('paypal.Buttons needs createOrder.');
          return options.createOrder({ paymentSource: 'paypal' }, actions);
        })
        .then(function (id) {
          if (typeof id !== 'string' || !id) throw new Error('createOrder must resolve with the PayPal order id.');
          orderID = id;
          return call('GET', '/checkoutnow/' + encodeURIComponent(id) + '?client_id=' + encodeURIComponent(CLIENT_ID));
        })
        .then(function (order) { return approvalDialog(order, locale, button); })
        .then(function (answer) {
          if (answer === 'cancel') {
            if (typeof options.onCancel === 'function') return options.onCancel({ orderID: orderID });
            return undefined;
          }
          return call('POST', '/checkoutnow/' + encodeURIComponent(orderID) + '/approve', { client_id: CLIENT_ID }).then(function (approved) {
            if (typeof options.onApprove !== 'function') return undefined;
            return options.onApprove({ orderID: orderID, payerID: approved.payer && approved.payer.payer_id, paymentID: null, paymentSource: 'paypal', facilitatorAccessToken: null }, actions);
          });
        })
        .catch(fail)
        .then(function () {
          state.busy = false;
          button.setAttribute('aria-disabled', 'false');
        });
    }
    return {
      isEligible: function () { return true; },
      render: function (container) {
        var node = typeof container === 'string' ? document.querySelector(container) : container;
        if (!node || !node.appendChild) return Promise.reject(new Error('Document is ready and element ' + String(container) + ' does not exist'));
        ensureStyle();
        var style = options.style || {};
        var colors = COLORS[style.color] || COLORS.gold;
        var locale = localeOf();
        var button = el('button', 'lux-paypal__button', 'PayPal');
        button.type = 'button';
        button.lang = locale;
        button.setAttribute('aria-label', TEXT[locale].button);
        button.setAttribute('aria-disabled', 'false');
        button.setAttribute('data-shape', style.shape === 'pill' ? 'pill' : 'rect');
        button.style.background = colors[0];
        button.style.color = colors[1];
        if (style.height) button.style.minBlockSize = Number(style.height) + 'px';
        button.addEventListener('click', start);
        var wrap = el('div', 'lux-paypal');
        wrap.appendChild(button);
        node.appendChild(wrap);
        state.button = button;
        return Promise.resolve();
      },
      close: function () {
        if (state.button && state.button.parentNode && state.button.parentNode.parentNode) state.button.parentNode.parentNode.removeChild(state.button.parentNode);
        state.button = null;
        return Promise.resolve();
      },
      updateProps: function (props) { for (var k in props) if (Object.prototype.hasOwnProperty.call(props, k)) options[k] = props[k]; return Promise.resolve(); }
    };
  }

  window.paypal = {
    __luxStandIn: true,
    version: '5.0.0-lux-standin',
    FUNDING: { PAYPAL: 'paypal' },
    Buttons: Buttons,
    getFundingSources: function () { return ['paypal']; },
    isFundingEligible: function (source) { return source === 'paypal'; }
  };
})();
`;
