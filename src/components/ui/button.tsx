import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonLook } from './button-class';

type Props = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A plain `<button>` with the site's button look; `type="button"` unless told otherwise. */
export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClass({ variant, size, fullWidth }, className)} {...rest} />;
}
