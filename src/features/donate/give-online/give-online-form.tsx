import { needsScript, onlyWithoutScript } from '../../../lib/early-presses/no-script';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { monthlyPlan, type GiftCurrency, type PaystackConfig } from '../../../config/paystack';
import type { DonationOption } from '../../../content/donations';
import { buttonClass } from '../../../components/ui/button-class';
import { formatMoney } from '../../../lib/money-format';
import { CHECKED_FIELDS, checkGift, GIFT_FIELD, OTHER_GIFT, type GiftChoice, type GiftErrors } from './gift-form';
import { GIVE_ONLINE_TEXT as TEXT } from './give-online-texts';
import classes from './give-online.module.css';
import { loadPaystack } from './load-paystack';
import { PaymentNotices, type PaymentNotice } from './payment-notices';
import { describedBy, FieldError, GiftAmountFieldset } from './gift-amount-fieldset';
import { useCheckedValue } from './use-checked-value';

// A real <form method="post">, so an early press never puts the fields in the address; its uncontrolled fields, read on
// submit, keep what was chosen before the app arrived.
export function GiveOnlineForm({ option, config }: { option: DonationOption; config: PaystackConfig }) {
  const navigate = useNavigate();
  const id = (part: string): string => `give-${option.type}-${part}`;
  const formId = id('form');
  const defaultCurrency = config.currencies[0] ?? 'NGN';
  const checkedCurrency = useCheckedValue(formId, GIFT_FIELD.currency, defaultCurrency);
  const currency = config.currencies.find((each) => each === checkedCurrency) ?? defaultCurrency;
  const plan = monthlyPlan(config, option.type, currency);
  const frequency = useCheckedValue(formId, GIFT_FIELD.frequency, 'once');
  const monthly = plan !== undefined && frequency === 'monthly';

  const [errors, setErrors] = useState<GiftErrors>({});
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [phase, setPhase] = useState<'idle' | 'loading' | 'paying'>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<HTMLElement | null>(null);

  // Focus moves once the messages it should announce are on the page.
  useEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = null;
  }, [errors, notice]);

  const errorCount = CHECKED_FIELDS.filter((field) => errors[field] !== undefined).length;

  const clear = (...fields: (keyof GiftErrors)[]) => {
    if (!fields.some((field) => errors[field] !== undefined)) return;
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
  };

  // The first element of that name: for a group of radio buttons, its first one.
  const fieldFor = (field: keyof GiftErrors): HTMLElement | null =>
    formRef.current?.querySelector<HTMLElement>(`[name="${GIFT_FIELD[field]}"]`) ?? null;

  const checkRadio = (name: string, value: string): void => {
    const radio = formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
    if (radio) radio.checked = true;
  };

  const finish = (next: PaymentNotice): void => {
    setPhase('idle');
    setNotice(next);
    focusAfterRender.current = submitRef.current;
  };

  const pay = async (choice: GiftChoice): Promise<void> => {
    try {
      // Fetched on the press, with Paystack's own script: every visit to /donate would pay for it otherwise.
      const { payWithPaystack } = await import('./paystack-transaction');
      const outcome = await payWithPaystack(choice, config, async (src) => {
        const PaystackPop = await loadPaystack(src);
        setPhase('paying');
        return PaystackPop;
      });
      if (outcome.kind === 'success') {
        // Only the reference: the thank-you page asks the server what was actually received.
        await navigate({ to: '/donate/success', search: { reference: outcome.reference } });
        return;
      }
      finish(outcome);
    } catch (error) {
      // Our payment code or Paystack's script never arrived: the attempt is kept for the retry.
      console.warn('Giving online could not start', error);
      finish({ kind: navigator.onLine ? 'unreachable' : 'offline' });
    }
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const check = checkGift(new FormData(event.currentTarget), option, config);
    setNotice(null);
    if (!check.ok) {
      setErrors(check.errors);
      const first = CHECKED_FIELDS.find((field) => check.errors[field] !== undefined);
      focusAfterRender.current = first ? fieldFor(first) : null;
      return;
    }
    setErrors({});
    if (!navigator.onLine) return finish({ kind: 'offline' });
    setPhase('loading');
    void pay(check.choice);
  };

  const onCurrencyChange = (next: GiftCurrency): void => {
    // Monthly disappears where the program has no plan in this currency: fall back to Once.
    if (!monthlyPlan(config, option.type, next)) checkRadio(GIFT_FIELD.frequency, 'once');
  };

  const onOtherAmountInput = (): void => {
    checkRadio(GIFT_FIELD.gift, OTHER_GIFT);
    clear('otherAmount', 'gift');
  };

  return (
    <>
      {/* Without JavaScript the form cannot reach Paystack: it is hidden and this says what to do instead. */}
      <p className={classes.hint} {...onlyWithoutScript}>
        {TEXT.noScript}
      </p>
      <form
        id={formId}
        ref={formRef}
        method="post"
        noValidate
        className={classes.form}
        // Three of these on the page: each is named after its program.
        aria-label={TEXT.formName(option.title)}
        onSubmit={onSubmit}
        {...needsScript}
      >
        <h4 className={classes.title}>{TEXT.heading}</h4>
        <div role="alert" className={classes.problems}>
          {errorCount > 0 && TEXT.fixProblems(errorCount)}
        </div>

        {config.currencies.length > 1 && (
          <fieldset
            className={classes.fieldset}
            aria-describedby={errors.currency ? id('currency-error') : undefined}
            onChange={() => clear('currency')}
          >
            <legend className={classes.legend}>{TEXT.currencyLegend}</legend>
            <FieldError id={id('currency-error')} error={errors.currency} />
            <div className={classes.choices}>
              {config.currencies.map((each) => (
                <label key={each} className={classes.choice}>
                  <input
                    type="radio"
                    name={GIFT_FIELD.currency}
                    value={each}
                    defaultChecked={each === defaultCurrency}
                    onChange={() => onCurrencyChange(each)}
                  />
                  <span>{TEXT.currencyLabel[each]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {plan && (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{TEXT.frequencyLegend}</legend>
            <div className={classes.choices}>
              <label className={classes.choice}>
                <input type="radio" name={GIFT_FIELD.frequency} value="once" defaultChecked />
                <span>{TEXT.once}</span>
              </label>
              <label className={classes.choice}>
                <input type="radio" name={GIFT_FIELD.frequency} value="monthly" />
                <span>{TEXT.monthly(formatMoney(plan.amount, currency))}</span>
              </label>
            </div>
          </fieldset>
        )}

        {/* Paystack charges a plan's own amount, the only one shown with Monthly; the rest wait, hidden, for Once. */}
        {monthly && <p className={classes.monthlyAmount}>{TEXT.monthlyAmount(formatMoney(plan.amount, currency))}</p>}
        <div hidden={monthly}>
          <GiftAmountFieldset
            option={option}
            currency={currency}
            errors={errors}
            idPrefix={id('')}
            onGiftChange={() => clear('gift')}
            onOtherAmountInput={onOtherAmountInput}
          />
        </div>

        <div className={classes.field}>
          <label htmlFor={id('email')} className={classes.label}>
            {TEXT.email}
          </label>
          <p id={id('email-hint')} className={classes.hint}>
            {TEXT.emailHint}
          </p>
          <input
            id={id('email')}
            className={classes.input}
            type="email"
            name={GIFT_FIELD.email}
            autoComplete="email"
            spellCheck={false}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(id('email-hint'), errors.email && id('email-error'))}
            onInput={() => clear('email')}
          />
          <FieldError id={id('email-error')} error={errors.email} />
        </div>

        <button
          ref={submitRef}
          type="submit"
          className={buttonClass({ size: 'md', fullWidth: true, variant: 'gold' })}
          aria-describedby={id('provider')}
        >
          {phase === 'loading' ? TEXT.opening : TEXT.submit}
        </button>
        <p id={id('provider')} className={classes.hint}>
          {TEXT.provider}
        </p>

        <PaymentNotices notice={notice} />
      </form>
    </>
  );
}
