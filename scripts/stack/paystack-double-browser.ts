/**
 * The local stack's stand-in for Paystack's Inline v2 script (PaystackPop): it asks its server to set
 * the transaction up, then shows a dialog to Pay or Cancel. A classic script like Paystack's (no
 * imports or exports), served transpiled by scripts/stack/paystack-double.ts.
 */
(() => {
  interface TransactionOptions extends Record<string, unknown> {
    onSuccess?: (response: Record<string, unknown>) => void;
    onCancel?: () => void;
    onError?: (error: { message: string }) => void;
    onLoad?: (loaded: { id: number; customer: { email: string }; accessCode: string }) => void;
  }

  interface InlineAnswer {
    status: boolean;
    message: string;
    data?: { id: number; reference: string; access_code: string; email: string; amount: number; currency: string };
  }

  const source = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;
  const endpoint = new URL('/paystack/checkout/request_inline', source).href;
  const chargeEndpoint = new URL('/paystack/checkout/charge', source).href;
  const resumeEndpoint = new URL('/paystack/checkout/resume', source).href;
  const post = (url: string, body: unknown): Promise<Response> =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  const money = (subunits: number, currency: string): string =>
    new Intl.NumberFormat('en-NG', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
      subunits / 100,
    );

  function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, css = ''): HTMLElementTagNameMap[K] {
    const made = document.createElement(tag);
    made.textContent = text;
    made.style.cssText = css;
    return made;
  }

  const BUTTON_CSS =
    'min-height:44px;padding:0 18px;border-radius:8px;font:inherit;font-weight:700;cursor:pointer;border:2px solid #0b5d3b;';

  /** The double's checkout: a modal dialog, so focus stays in it and Escape cancels, as in Paystack's. */
  function showCheckout(options: TransactionOptions, data: NonNullable<InlineAnswer['data']>): void {
    const dialog = element(
      'dialog',
      '',
      'max-width:26rem;padding:24px;border:0;border-radius:12px;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;',
    );
    dialog.setAttribute('aria-labelledby', 'paystack-double-title');
    dialog.dataset['paystackDouble'] = '';
    const title = element('h2', 'Paystack test double', 'margin:0 0 8px;font-size:1.25rem;');
    title.id = 'paystack-double-title';
    const plan = typeof options.planCode === 'string' ? ` every month (plan ${options.planCode})` : '';
    const price = money(data.amount, data.currency);
    const lines = [
      element('p', "Local stack only: this stands in for Paystack's checkout. No money moves.", 'margin:0 0 12px;'),
      element('p', `${price}${plan} from ${data.email}`, 'margin:0 0 4px;font-weight:700;'),
      element('p', `Reference ${data.reference}`, 'margin:0 0 16px;color:#444;'),
    ];
    const pay = element('button', `Pay ${price}`, `${BUTTON_CSS}background:#0b5d3b;color:#fff;`);
    const cancel = element('button', 'Cancel payment', `${BUTTON_CSS}background:#fff;color:#0b5d3b;margin-left:8px;`);
    pay.type = 'button';
    cancel.type = 'button';

    let settled = false;
    const settle = (paid: boolean): void => {
      if (settled) return;
      settled = true;
      dialog.close();
      dialog.remove();
      if (!paid) return options.onCancel?.();
      post(chargeEndpoint, { reference: data.reference })
        .then((response) => {
          if (!response.ok) throw new Error(`The double answered ${response.status}`);
          const { id, reference } = data;
          const trans = String(id);
          options.onSuccess?.({
            id,
            reference,
            message: 'Approved',
            status: 'success',
            trans,
            transaction: trans,
            trxref: reference,
          });
        })
        .catch(() => options.onError?.({ message: 'The payment could not be completed. Check your connection.' }));
    };
    pay.addEventListener('click', () => settle(true));
    cancel.addEventListener('click', () => settle(false));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      settle(false);
    });

    dialog.append(title, ...lines, pay, cancel);
    document.body.append(dialog);
    dialog.showModal();
    options.onLoad?.({ id: data.id, customer: { email: data.email }, accessCode: data.access_code });
  }

  class PaystackPop {
    isLoaded(): boolean {
      return true;
    }

    newTransaction(options: TransactionOptions): { status: string } {
      if (typeof options.key !== 'string' || options.key === '') {
        throw new Error('Please provide your public key via the key attribute');
      }
      const { key, email, amount, currency, metadata, planCode, reference } = options;
      return open(endpoint, { key, email, amount, currency, metadata, planCode, reference }, options);
    }

    resumeTransaction(accessCode: string, callbacks: TransactionOptions): { status: string } {
      return open(resumeEndpoint, { accessCode }, callbacks);
    }
  }

  function open(url: string, request: Record<string, unknown>, options: TransactionOptions): { status: string } {
    const transaction = { status: 'pending' };
    post(url, request)
      .then((response) => response.json() as Promise<InlineAnswer>)
      .then((answer) => {
        if (!answer.status || !answer.data) {
          transaction.status = 'failed';
          options.onError?.({ message: answer.message });
          return;
        }
        showCheckout(options, answer.data);
      })
      .catch(() => {
        transaction.status = 'failed';
        options.onError?.({ message: 'The checkout could not be loaded. Check your connection.' });
      });
    return transaction;
  }

  (window as unknown as { PaystackPop: typeof PaystackPop }).PaystackPop = PaystackPop;
})();
