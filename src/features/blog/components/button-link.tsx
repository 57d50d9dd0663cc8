import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorButtonProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const AnchorButton = forwardRef<HTMLAnchorElement, AnchorButtonProps>(function AnchorButton(props, ref) {
  return <Button component="a" ref={ref} {...props} />;
});

/** A Mantine button that is a router link, with the router's typed `to`, `params` and `search`. */
export const ButtonLink = createLink(AnchorButton);
