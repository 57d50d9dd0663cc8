import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { monthlyPlan, type GiftCurrency, type PaystackConfig } from '../../../config/paystack';
import type { DonationOption } from '../../../content/donations';
import { buttonClass } from '../../../components/ui/button-class';
import { formatMoney } from '../../../lib/money-format';
import { receiptSearch } from '../gift-receipt';
import { BANK_TRANSFER_HEADING_ID, giftDescriptionId } from '../donate-ids';
import {
  CHECKED_FIELDS,
  checkGift,
  GIFT_FIELD,
  giftAmount,
  OTHER_GIFT,
  toSubunits,
  type GiftChoice,
  type GiftErrors,
} from './gift-form';
import { GIVE_ONLINE_TEXT as TEXT } from './give-online-texts';
import classes from './give-online.module.css';
import { loadPaystack } from './load-paystack';
import { payWithPaystack } from './paystack-transaction';
import { useCheckedValue } from './use-checked-value';

type Notice =
  { kind: 'cancelled' } | { kind: 'offline' } | { kind: 'unreachable' } | { kind: 'failed'; message: string };

type Phase = 'idle' | 'loading' | 'paying';

interface Props {
  option: DonationOption;
  config: PaystackConfig;
}

/**
 * Give online, on each donation card: currency, amount, how often and e-mail, then Paystack's own
 * checkout. A real <form method="post">, so pressing Continue before the app has arrived never puts
 * the fields in the address; its fields are uncontrolled and read when it is submitted, so nothing
 * chosen or typed before then is lost. Paystack's script is loaded only when the visitor presses
 * Continue to payment.
 */
export function GiveOnlineForm({ option, config }: Props) {
  const navigate = useNavigate();
  const id = (part: string): string => `give-${option.type}-${part}`;
  const formId = id('form');
  const defaultCurrency = config.currencies[0] ?? 'NGN';
  const currency = useCheckedValue(formId, GIFT_FIELD.currency, defaultCurrency) as GiftCurrency;
  const planCode = monthlyPlan(config, option.type, currency);

  const [errors, setErrors] = useState<GiftErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
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
    if (fields.some((field) => errors[field] !== undefined)) {
      setErrors((current) => {
        const next: GiftErrors = {};
        for (const field of CHECKED_FIELDS) {
          const error = current[field];
          if (error !== undefined && !fields.includes(field)) next[field] = error;
        }
        return next;
      });
    }
  };

  const fieldFor = (field: keyof GiftErrors): HTMLElement | null => {
    const form = formRef.current;
    if (!form) return null;
    if (field === 'gift') {
      return form.querySelector<HTMLInputElement>(
        `input[name="${GIFT_FIELD.gift}"]:checked, input[name="${GIFT_FIELD.gift}"]`,
      );
    }
    return form.querySelector<HTMLInputElement>(`[name="${GIFT_FIELD[field]}"]`);
  };

  const finish = (next: Notice): void => {
    setPhase('idle');
    setNotice(next);
    focusAfterRender.current = submitRef.current;
  };

  const pay = async (choice: GiftChoice): Promise<void> => {
    try {
      const outcome = await payWithPaystack(choice, config, async (src) => {
        const PaystackPop = await loadPaystack(src);
        setPhase('paying');
        return PaystackPop;
      });
      if (outcome.kind === 'success') {
        await navigate({
          to: '/donate/success',
          search: receiptSearch({
            reference: outcome.reference,
            amount: toSubunits(choice.amount),
            currency: choice.currency,
            program: choice.program,
            frequency: choice.frequency,
          }),
        });
        return;
      }
      finish(outcome.kind === 'cancelled' ? { kind: 'cancelled' } : { kind: 'failed', message: outcome.message });
    } catch (error) {
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
    if (!navigator.onLine) {
      finish({ kind: 'offline' });
      return;
    }
    setPhase('loading');
    void pay(check.choice);
  };

  const onCurrencyChange = (next: GiftCurrency): void => {
    // Monthly disappears where the program has no plan in this currency: fall back to Once.
    if (!monthlyPlan(config, option.type, next)) {
      const once = formRef.current?.querySelector<HTMLInputElement>(
        `input[name="${GIFT_FIELD.frequency}"][value="once"]`,
      );
      if (once) once.checked = true;
    }
  };

  const onOtherAmountInput = (): void => {
    const other = formRef.current?.querySelector<HTMLInputElement>(
      `input[name="${GIFT_FIELD.gift}"][value="${OTHER_GIFT}"]`,
    );
    if (other) other.checked = true;
    clear('otherAmount', 'gift');
  };

  const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
    ids.filter(Boolean).join(' ') || undefined;

  return (
    <form
      id={formId}
      ref={formRef}
      method="post"
      noValidate
      className={classes.form}
      // Three of these on the page: each is named after its program.
      aria-label={TEXT.formName(option.title)}
      onSubmit={onSubmit}
    >
      <h4 className={classes.title}>{TEXT.heading}</h4>
      <div role="alert" className={classes.problems}>
        {errorCount > 0 && TEXT.fixProblems(errorCount)}
      </div>

      {config.currencies.length > 1 && (
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{TEXT.currencyLegend}</legend>
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

      <fieldset
        className={classes.fieldset}
        aria-describedby={errors.gift ? id('gift-error') : undefined}
        onChange={() => clear('gift')}
      >
        <legend className={classes.legend}>{TEXT.giftLegend}</legend>
        {errors.gift && (
          <p id={id('gift-error')} className={classes.error}>
            {errors.gift}
          </p>
        )}
        <div className={classes.choices}>
          {option.suggestedGifts.map((gift, index) => (
            <label key={gift.amountUsd} className={classes.choice}>
              <input
                type="radio"
                name={GIFT_FIELD.gift}
                value={String(index)}
                aria-describedby={giftDescriptionId(option.type, index)}
              />
              <span>{formatMoney(giftAmount(gift, currency), currency)}</span>
            </label>
          ))}
          <label className={classes.choice}>
            <input type="radio" name={GIFT_FIELD.gift} value={OTHER_GIFT} />
            <span>{TEXT.otherAmount}</span>
          </label>
        </div>
        <div className={classes.field}>
          <label htmlFor={id('other-amount')} className={classes.label}>
            {TEXT.otherAmountField[currency]}
          </label>
          <input
            id={id('other-amount')}
            className={classes.input}
            type="number"
            name={GIFT_FIELD.otherAmount}
            inputMode="decimal"
            min={1}
            step="any"
            aria-invalid={errors.otherAmount ? true : undefined}
            aria-describedby={describedBy(errors.otherAmount && id('other-amount-error'))}
            onInput={onOtherAmountInput}
          />
          {errors.otherAmount && (
            <p id={id('other-amount-error')} className={classes.error}>
              {errors.otherAmount}
            </p>
          )}
        </div>
      </fieldset>

      {planCode && (
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{TEXT.frequencyLegend}</legend>
          <div className={classes.choices}>
            <label className={classes.choice}>
              <input type="radio" name={GIFT_FIELD.frequency} value="once" defaultChecked />
              <span>{TEXT.once}</span>
            </label>
            <label className={classes.choice}>
              <input type="radio" name={GIFT_FIELD.frequency} value="monthly" />
              <span>{TEXT.monthly}</span>
            </label>
          </div>
        </fieldset>
      )}

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
        {errors.email && (
          <p id={id('email-error')} className={classes.error}>
            {errors.email}
          </p>
        )}
      </div>

      <noscript>
        <p className={classes.hint}>{TEXT.noScript}</p>
      </noscript>
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

      <div role="status" className={classes.notice}>
        {notice?.kind === 'cancelled' && TEXT.cancelled}
      </div>
      <div role="alert" className={classes.problemNotice}>
        {notice && notice.kind !== 'cancelled' && (
          <>
            {notice.kind === 'offline' && TEXT.offline}
            {notice.kind === 'unreachable' && TEXT.unreachable}
            {notice.kind === 'failed' && TEXT.failed(notice.message)} {TEXT.bankTransferPointer}{' '}
            <a href={`#${BANK_TRANSFER_HEADING_ID}`}>{TEXT.bankTransferLink}</a>.
          </>
        )}
      </div>
    </form>
  );
}
