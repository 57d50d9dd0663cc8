import { atMost2x } from './at-most-2x';
import type { ReactNode } from 'react';
import type { ImageAsset } from '../../content/types';
import { containerClass } from '../ui/layout';
import { Text, Title } from '../ui/typography';
import classes from './image-hero.module.css';
import { ResponsiveImage } from './responsive-image';

/** Up to 1400 px wide the 1200 px copy (slightly enlarged under the overlay, much smaller than the 1920 px one). */
const HERO_SIZES = `(min-width: 1400px) 100vw, (min-width: 1000px) 1200px, ${atMost2x('100vw')}`;

interface Props {
  image: ImageAsset;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** A <header>, not a region named by the h1, which would clash with a section of that title (About's "About Us"). */
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
