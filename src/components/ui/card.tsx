import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import classes from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** An `article` when the card stands on its own (a story, a program's highlights). */
  as?: 'div' | 'article' | 'li';
  padding?: 'md' | 'lg';
}

/** A bordered white card (Mantine's Card `withBorder` look). */
export function Card({ as: Element = 'div', padding = 'md', className, ...rest }: CardProps) {
  return <Element className={classNames(classes.card, padding === 'lg' && classes.lg, className)} {...rest} />;
}

/** A part of a card that reaches its edges, as Mantine's Card.Section does. */
export function CardBleed({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames(classes.bleed, className)} {...rest} />;
}
