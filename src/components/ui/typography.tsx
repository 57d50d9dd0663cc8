import type { HTMLAttributes, Ref } from 'react';
import { classNames } from './class-names';
import classes from './typography.module.css';

type HeadingOrder = 1 | 2 | 3 | 4;

interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  order: HeadingOrder;
  /** Looks like this level while staying `order` in the outline. */
  look?: HeadingOrder;
  ref?: Ref<HTMLHeadingElement>;
}

export function Title({ order, look = order, className, ...rest }: TitleProps) {
  const Heading = `h${order}` as const;
  return <Heading className={classNames(classes.title, classes[`h${look}`], className)} {...rest} />;
}

interface TextProps extends HTMLAttributes<HTMLParagraphElement> {
  size?: 'sm' | 'md' | 'lg';
}

export function Text({ size = 'md', className, ...rest }: TextProps) {
  return <p className={classNames(classes.text, size !== 'md' && classes[size], className)} {...rest} />;
}

/** The class of a text link (Mantine's Anchor look), for a router `<Link>` or an `<a>`. */
export function anchorClass(extra?: string): string {
  return classNames(classes.anchor, extra);
}
