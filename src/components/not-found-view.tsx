import { Link, type LinkProps } from '@tanstack/react-router';
import { buttonClass } from './ui/button-class';
import { classNames } from './ui/class-names';
import { containerClass, layoutClasses } from './ui/layout';
import { Text, Title } from './ui/typography';
import classes from './not-found-view.module.css';

interface Props {
  title: string;
  message: string;
  backTo: NonNullable<LinkProps['to']>;
  backLabel: string;
}

/** The one "nothing here" screen: unknown URLs, programs, stories and posts. */
export function NotFoundView({ title, message, backTo, backLabel }: Props) {
  return (
    <div className={containerClass('sm', classes.screen)}>
      <div className={classNames(layoutClasses.stack, layoutClasses.centered)}>
        <Title order={1}>{title}</Title>
        <Text size="lg">{message}</Text>
        <Link to={backTo} className={buttonClass({ size: 'md' })}>
          {backLabel}
        </Link>
      </div>
    </div>
  );
}
