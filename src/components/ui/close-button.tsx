import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';
import classes from './close-button.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  'aria-label': string;
}

export function CloseButton({ className, ...rest }: Props) {
  return (
    <button type="button" className={classNames(classes.close, className)} {...rest}>
      <svg viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false">
        <path
          d="M11.78 4.28a.75.75 0 0 0-1.06-1.06L7.5 6.44 4.28 3.22a.75.75 0 0 0-1.06 1.06L6.44 7.5l-3.22 3.22a.75.75 0 1 0 1.06 1.06L7.5 8.56l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.5z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
