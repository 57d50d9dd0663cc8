import type { GiftCurrency } from '../../../config/paystack';
import type { DonationOption } from '../../../content/donations';
import { formatMoney } from '../../../lib/money-format';
import { giftDescriptionId } from '../donate-ids';
import { GIFT_FIELD, giftAmount, OTHER_GIFT, type GiftErrors } from './gift-form';
import { GIVE_ONLINE_TEXT as TEXT } from './give-online-texts';
import classes from './give-online.module.css';

export const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={classes.error}>
      {error}
    </p>
  ) : null;
}

interface Props {
  option: DonationOption;
  currency: GiftCurrency;
  errors: GiftErrors;
  idPrefix: string;
  onGiftChange: () => void;
  onOtherAmountInput: () => void;
}

// The radio buttons' values are the gifts' positions, so a choice survives a change of currency.
export function GiftAmountFieldset({ option, currency, errors, idPrefix, onGiftChange, onOtherAmountInput }: Props) {
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={errors.gift ? `${idPrefix}gift-error` : undefined}
      onChange={onGiftChange}
    >
      <legend className={classes.legend}>{TEXT.giftLegend}</legend>
      <FieldError id={`${idPrefix}gift-error`} error={errors.gift} />
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
        <label htmlFor={`${idPrefix}other-amount`} className={classes.label}>
          {TEXT.otherAmountField[currency]}
        </label>
        <input
          id={`${idPrefix}other-amount`}
          className={classes.input}
          type="number"
          name={GIFT_FIELD.otherAmount}
          inputMode="decimal"
          min={1}
          step="any"
          aria-invalid={errors.otherAmount ? true : undefined}
          aria-describedby={describedBy(errors.otherAmount && `${idPrefix}other-amount-error`)}
          onInput={onOtherAmountInput}
        />
        <FieldError id={`${idPrefix}other-amount-error`} error={errors.otherAmount} />
      </div>
    </fieldset>
  );
}
