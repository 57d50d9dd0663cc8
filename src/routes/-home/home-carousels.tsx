import { ImageCarousel } from '../../components/media/image-carousel';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Title } from '../../components/ui/typography';
import type { CaptionedImage } from '../../content/types';
import { chaplaincyImages, chaplaincySection, galleryImages, gallerySection } from '../../content/home';
import classes from './home.module.css';

function CarouselSection({ id, heading, slides }: { id: string; heading: string; slides: CaptionedImage[] }) {
  return (
    <section
      className={containerClass('lg', classNames(layoutClasses.section, layoutClasses.renderWhenNear))}
      aria-labelledby={id}
    >
      <Title order={2} id={id} className={classes.sectionTitle}>
        {heading}
      </Title>
      <ImageCarousel label={`${heading} photos`} slides={slides} variant="gallery" />
    </section>
  );
}

export function HomeCarousels() {
  return (
    <>
      <CarouselSection id="home-chaplaincy-title" heading={chaplaincySection.heading} slides={chaplaincyImages} />
      <CarouselSection id="home-gallery-title" heading={gallerySection.heading} slides={galleryImages} />
    </>
  );
}
