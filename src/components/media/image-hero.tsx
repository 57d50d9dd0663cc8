import { atMost2x } from './at-most-2x';
import type { ReactNode } from 'react';
import type { ImageAsset } from '../../content/types';
import { containerClass } from '../ui/layout';
import { Text, Title } from '../ui/typography';
import classes from './image-hero.module.css';
import { ResponsiveImage } from './responsive-image';

/**
 * Full width; on a laptop up to 1400 px the 1200 px copy (slightly enlarged under the overlay,
 * about 100 KB less than the 1920 px one), and on a phone at most a 2x copy.
 */
const HERO_SIZES = `(min-width: 1400px) 100vw, (min-width: 1000px) 1200px, ${atMost2x('100vw')}`;

interface Props {
  image: ImageAsset;
  title: string;
  subtitle?: string;
  /** Calls to action under the text. */
  children?: ReactNode;
}

/**
 * A page's opening: full-width photo behind a dark gradient (white text stays readable on any
 * photo), the page's h1 and optional buttons. The photo is the page's largest paint, so it loads
 * first and at high priority; its box has a fixed minimum height, so nothing shifts when it arrives.
 * A <header> (the page's introduction), not a region named by the h1: main already stands for the
 * page, and a region of that name would clash with a section of the same title (About's "About Us").
 */
export function ImageHero({ image, title, subtitle, children }: Props) {
  return (
    <header className={classes.hero}>
      <ResponsiveImage image={image} sizes={HERO_SIZES} priority className={classes.image} />
      <div className={classes.overlay} />
      <div className={containerClass('lg', classes.content)}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle !== undefined && <Text className={classes.subtitle}>{subtitle}</Text>}
        {children}
      </div>
    </header>
  );
}
