import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';
import classes from './notice.module.css';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone: 'harvest' | 'gray';
  title?: ReactNode;
  spaced?: boolean;
}

/** A tinted box with a message (Mantine's light Alert look): "you are reading a saved copy" and the like. */
export function Notice({ tone, title, spaced = false, className, children, ...rest }: Props) {
  return (
    <div className={classNames(classes.notice, classes[tone], spaced && classes.spaced, className)} {...rest}>
      {title && <p className={classes.title}>{title}</p>}
      {children}
    </div>
  );
}
