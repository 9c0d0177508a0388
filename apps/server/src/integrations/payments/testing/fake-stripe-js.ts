/**
 * A stand-in for Stripe.js (served by the local Stripe at GET /v3/) with the calls Fathom's pages make, in Stripe's
 * names and shapes and with Stripe's rules:
 *
 * - `stripe.elements({ mode, amount, currency, setupFutureUsage, paymentMethodCreation, paymentMethodTypes })` makes
 *   an Elements group without an intent; a mode or amount Stripe refuses throws an IntegrationError, as Stripe.js does.
 * - `elements.create('payment', { fields })` is the Payment Element: card number, expiry, security code, country and
 *   ZIP code (in the page here; in Stripe's iframe there). It loads its session from this server with the publishable
 *   key, then emits `ready` (or `loaderror`), and `change` as the customer types. With `setupFutureUsage` (or in
 *   setup mode) it shows the terms of a card kept for later, as Stripe's does.
 * - `elements.update(options)` changes the amount or the future use; `elements.submit()` checks the form and answers
 *   `{ error }` (a validation_error, shown in the element too) or `{ selectedPaymentMethod: 'card' }`.
 * - `stripe.createPaymentMethod({ elements, params })` throws an IntegrationError unless the group was made with
 *   `paymentMethodCreation: 'manual'` and a submit has resolved without error (each payment method needs its own
 *   submit here), and when the name is `never` in the element but missing from `params.billing_details`. The card
 *   goes to this server's /v1/payment_methods with the publishable key, as Stripe.js sends it to Stripe (it never
 *   reaches Fathom's server); the answer is `{ paymentMethod }` or `{ error }`.
 * - `stripe.handleNextAction({ clientSecret })` shows the bank's 3-D Secure challenge as a dialog; the answer goes to
 *   this server, and the result is `{ paymentIntent }` or `{ error }`.
 *
 * The Card Element is not modelled: the pages no longer use it.
 */
export const fakeStripeJs = String.raw`(function () {
  var api = new URL(document.currentScript.src).origin;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function checkMode(options) {
    if (['payment', 'setup', 'subscription'].indexOf(options.mode) < 0) {
      throw integrationError('Invalid value for elements(): mode should be one of payment, setup or subscription. You specified: ' + options.mode + '.');
    }
    if (options.mode !== 'setup' && !(Number.isInteger(options.amount) && options.amount >= 0)) {
      throw integrationError('Invalid value for elements(): amount should be a non-negative integer in the smallest currency unit when mode is ' + options.mode + '.');
    }
    if (typeof options.currency !== 'string' || !/^[a-z]{3}$/.test(options.currency)) {
      throw integrationError('Invalid value for elements(): currency should be a lowercase three-letter ISO currency code.');
    }
    if (options.setupFutureUsage != null && ['off_session', 'on_session'].indexOf(options.setupFutureUsage) < 0) {
      throw integrationError('Invalid value for elements(): setupFutureUsage should be off_session, on_session or null.');
    }
  }

  function assign(target, source) {
    Object.keys(source || {}).forEach(function (name) { target[name] = source[name]; });
    return target;
  }

  function luhn(digits) {
    var sum = 0;
    for (var index = 0; index < digits.length; index += 1) {
      var digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function validationError(code, message) {
    return { type: 'validation_error', code: code, message: message };
  }

  function labelled(tag, label, attributes) {
    var wrapper = document.createElement('label');
    wrapper.style.display = 'block';
    var text = document.createElement('span');
    text.textContent = label;
    var field = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) { field.setAttribute(name, attributes[name]); });
    wrapper.appendChild(text);
    wrapper.appendChild(field);
    return { wrapper: wrapper, field: field, text: text };
  }

  /** The Payment Element's card form and its checks. */
  function paymentElement(group, elementOptions) {
    var listeners = {};
    var container = null;
    var inputs = null;
    var message = null;
    var terms = null;
    var destroyed = false;

    function emit(name, event) {
      (listeners[name] || []).forEach(function (listener) { listener(event); });
    }

    function expiry() {
      var digits = inputs.expiry.value.replace(/\D/g, '');
      return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2, 4)), complete: digits.length === 4 };
    }

    function problem() {
      var number = inputs.number.value.replace(/\D/g, '');
      if (number.length < 13) return validationError('incomplete_number', 'Your card number is incomplete.');
      if (!luhn(number)) return validationError('invalid_number', 'Your card number is invalid.');
      var date = expiry();
      if (!date.complete) return validationError('incomplete_expiry', "Your card's expiration date is incomplete.");
      if (date.month < 1 || date.month > 12) return validationError('invalid_expiry_month', "Your card's expiration date is invalid.");
      var now = new Date();
      if (date.year < now.getFullYear() || (date.year === now.getFullYear() && date.month < now.getMonth() + 1)) {
        return validationError('invalid_expiry_year_past', "Your card's expiration date is in the past.");
      }
      if (!/^\d{3,4}$/.test(inputs.cvc.value.trim())) return validationError('incomplete_cvc', "Your card's security code is incomplete.");
      if (inputs.country.value === 'US' && !/^\d{5}$/.test(inputs.zip.value.trim())) {
        return validationError('incomplete_zip', 'Your ZIP is incomplete.');
      }
      return null;
    }

    function showTerms() {
      if (!terms) return;
      var kept = group.options.mode === 'setup' || group.options.setupFutureUsage === 'off_session';
      terms.hidden = !kept;
    }

    var element = {
      mount: function (target) {
        var parent = typeof target === 'string' ? document.querySelector(target) : target;
        if (!parent) throw integrationError('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
        if (destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
        container = document.createElement('div');
        container.setAttribute('data-stripe-element', 'payment');
        var number = labelled('input', 'Card number', { autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234' });
        var expiryField = labelled('input', 'Expiration date', { autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM / YY' });
        var cvc = labelled('input', 'Security code', { autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: 'CVC' });
        var country = labelled('select', 'Country', { autocomplete: 'country' });
        [['US', 'United States'], ['GB', 'United Kingdom'], ['CA', 'Canada']].forEach(function (entry) {
          var option = document.createElement('option');
          option.value = entry[0];
          option.textContent = entry[1];
          country.field.appendChild(option);
        });
        var zip = labelled('input', 'ZIP code', { autocomplete: 'postal-code' });
        inputs = { number: number.field, expiry: expiryField.field, cvc: cvc.field, country: country.field, zip: zip.field };
        [number, expiryField, cvc, country, zip].forEach(function (part) { container.appendChild(part.wrapper); });
        country.field.addEventListener('change', function () {
          zip.wrapper.hidden = country.field.value !== 'US';
        });
        terms = document.createElement('p');
        terms.textContent = 'By providing your card information, you allow this business to charge your card for future payments in accordance with their terms.';
        container.appendChild(terms);
        message = document.createElement('p');
        message.setAttribute('data-stripe-message', '');
        container.appendChild(message);
        showTerms();
        Object.keys(inputs).forEach(function (name) {
          var field = inputs[name];
          field.addEventListener(field.tagName === 'SELECT' ? 'change' : 'input', function () {
            message.textContent = '';
            var empty = !inputs.number.value && !inputs.expiry.value && !inputs.cvc.value;
            emit('change', { elementType: 'payment', empty: empty, complete: problem() === null, collapsed: false, value: { type: 'card' } });
          });
          field.addEventListener('focus', function () { emit('focus', { elementType: 'payment' }); });
          field.addEventListener('blur', function () { emit('blur', { elementType: 'payment' }); });
        });
        parent.appendChild(container);
        // Stripe's element loads its session with the publishable key before it shows anything.
        fetch(api + '/v1/elements/sessions?key=' + encodeURIComponent(group.key))
          .then(function (response) { return response.json(); })
          .then(function (json) {
            if (destroyed) return;
            if (json.error) emit('loaderror', { elementType: 'payment', error: json.error });
            else emit('ready', { elementType: 'payment' });
          }, function () {
            if (!destroyed) emit('loaderror', { elementType: 'payment', error: { type: 'api_connection_error', message: 'Failed to load the Payment Element.' } });
          });
      },
      on: function (name, listener) {
        (listeners[name] = listeners[name] || []).push(listener);
        return element;
      },
      off: function (name, listener) {
        listeners[name] = (listeners[name] || []).filter(function (candidate) { return candidate !== listener; });
        return element;
      },
      focus: function () { if (inputs) inputs.number.focus(); },
      blur: function () { if (document.activeElement && container && container.contains(document.activeElement)) document.activeElement.blur(); },
      clear: function () { if (inputs) ['number', 'expiry', 'cvc', 'zip'].forEach(function (name) { inputs[name].value = ''; }); },
      unmount: function () { if (container) container.remove(); },
      destroy: function () {
        if (container) container.remove();
        container = null;
        inputs = null;
        destroyed = true;
        group.payment = null;
        group.inner = null;
      },
    };
    // What the group reads from its element, out of the page's reach.
    var inner = {
      problem: function () { return inputs ? problem() : validationError('incomplete', 'The Payment Element is not mounted.'); },
      show: function (error) { if (message) message.textContent = error ? error.message : ''; },
      showTerms: showTerms,
      card: function () {
        var date = expiry();
        return {
          number: inputs.number.value.replace(/\D/g, ''),
          exp_month: String(date.month),
          exp_year: String(date.year),
          cvc: inputs.cvc.value.trim(),
          country: inputs.country.value,
          postal_code: inputs.country.value === 'US' ? inputs.zip.value.trim() : '',
        };
      },
      askedForName: function () {
        var fields = (elementOptions && elementOptions.fields) || {};
        return !(fields.billingDetails === 'never' || (fields.billingDetails && fields.billingDetails.name === 'never'));
      },
    };
    return { element: element, inner: inner };
  }

  var groups = new WeakMap();

  window.Stripe = function (key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) {
      throw integrationError('Invalid API Key provided: use your publishable key (pk_...).');
    }
    return {
      elements: function (options) {
        options = assign({}, options);
        if (options.clientSecret) {
          throw integrationError('This stand-in models Elements made without an intent (mode, amount, currency) only.');
        }
        checkMode(options);
        var group = { key: key, options: options, payment: null, inner: null, submit: 'none' };
        var elements = {
          create: function (type, elementOptions) {
            if (type !== 'payment') throw integrationError('The local Stripe.js stand-in makes the Payment Element only, not: ' + type + '.');
            if (group.payment) throw integrationError('Can only create one Element of type payment.');
            var made = paymentElement(group, elementOptions);
            group.payment = made.element;
            group.inner = made.inner;
            return made.element;
          },
          getElement: function (type) { return type === 'payment' ? group.payment : null; },
          update: function (changes) {
            var next = assign(assign({}, group.options), changes);
            checkMode(next);
            group.options = next;
            if (group.inner) group.inner.showTerms();
            return Promise.resolve();
          },
          submit: function () {
            group.submit = 'pending';
            return new Promise(function (resolve) {
              setTimeout(function () {
                var error = group.inner ? group.inner.problem() : validationError('incomplete', 'The Payment Element is not mounted.');
                if (group.inner) group.inner.show(error);
                group.submit = error ? 'none' : 'done';
                resolve(error ? { error: error } : { selectedPaymentMethod: 'card' });
              }, 0);
            });
          },
        };
        groups.set(elements, group);
        return elements;
      },

      createPaymentMethod: function (options) {
        var group = options && options.elements ? groups.get(options.elements) : null;
        if (!group) return Promise.reject(integrationError('The local Stripe.js stand-in makes payment methods from a Payment Element only: pass { elements }.'));
        if (group.options.paymentMethodCreation !== 'manual') {
          return Promise.reject(integrationError('stripe.createPaymentMethod() with elements needs the Elements group made with paymentMethodCreation: "manual".'));
        }
        if (group.submit !== 'done') {
          return Promise.reject(integrationError('elements.submit() must be called before stripe.createPaymentMethod(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.'));
        }
        var params = options.params || {};
        var name = (params.billing_details || {}).name;
        if (!group.inner) return Promise.reject(integrationError('The Payment Element was destroyed.'));
        if (!group.inner.askedForName() && !name) {
          return Promise.reject(integrationError('You specified "never" for fields.billing_details.name when creating the payment Element, but did not pass params.billing_details.name when calling stripe.createPaymentMethod().'));
        }
        group.submit = 'none';
        var card = group.inner.card();
        var body = new URLSearchParams();
        body.set('type', 'card');
        body.set('key', group.key);
        body.set('card[number]', card.number);
        body.set('card[exp_month]', card.exp_month);
        body.set('card[exp_year]', card.exp_year);
        body.set('card[cvc]', card.cvc);
        body.set('billing_details[name]', name || '');
        body.set('billing_details[address][country]', card.country);
        if (card.postal_code) body.set('billing_details[address][postal_code]', card.postal_code);
        return fetch(api + '/v1/payment_methods', { method: 'POST', body: body })
          .then(function (response) { return response.json(); })
          .then(function (json) { return json.error ? { error: json.error } : { paymentMethod: json }; });
      },

      handleNextAction: function (options) {
        var secret = options.clientSecret;
        var id = secret.split('_secret_')[0];
        return new Promise(function (resolve) {
          var dialog = document.createElement('dialog');
          dialog.setAttribute('aria-label', 'Authenticate this payment');
          var text = document.createElement('p');
          text.textContent = 'Your bank asks you to confirm this payment (test mode).';
          dialog.appendChild(text);
          [['Complete authentication', 'true'], ['Fail authentication', 'false']].forEach(function (choice) {
            var button = document.createElement('button');
            button.type = 'button';
            button.textContent = choice[0];
            button.addEventListener('click', function () {
              var body = new URLSearchParams();
              body.set('key', key);
              body.set('client_secret', secret);
              body.set('approved', choice[1]);
              fetch(api + '/v1/payment_intents/' + id + '/authenticate', { method: 'POST', body: body })
                .then(function (response) { return response.json(); })
                .then(function (json) {
                  dialog.close();
                  dialog.remove();
                  resolve(json.error ? { error: json.error } : { paymentIntent: json });
                });
            });
            dialog.appendChild(button);
          });
          document.body.appendChild(dialog);
          dialog.showModal();
        });
      },
    };
  };
})();
`;
