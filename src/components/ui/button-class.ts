import classes from './button.module.css';
import { classNames } from './class-names';

type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'gold' | 'white' | 'outline-white';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
}

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  filled: undefined,
  light: classes.light,
  outline: classes.outline,
  subtle: classes.subtle,
  gold: classes.gold,
  white: classes.white,
  'outline-white': classes.outlineWhite,
};

/** A button's look, also for a router `<Link>` (a link keeps working before the app has the page). */
export function buttonClass(
  { variant = 'filled', size = 'sm', fullWidth = false }: ButtonLook = {},
  extra?: string,
): string {
  return classNames(
    classes.button,
    VARIANT_CLASS[variant],
    size !== 'sm' && classes[size],
    fullWidth && classes.fullWidth,
    extra,
  );
}
