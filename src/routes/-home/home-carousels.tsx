import { Container, Title } from '@mantine/core';
import { LazyImageCarousel } from '../../components/media/lazy-image-carousel';
import type { CaptionedImage } from '../../content/types';
import { chaplaincyImages, chaplaincySection, galleryImages, gallerySection } from '../../content/home';

function CarouselSection({ id, heading, slides }: { id: string; heading: string; slides: CaptionedImage[] }) {
  return (
    <Container component="section" size="lg" py="xl" aria-labelledby={id}>
      <Title order={2} id={id} mb="lg">
        {heading}
      </Title>
      <LazyImageCarousel label={`${heading} photos`} slides={slides} variant="gallery" />
    </Container>
  );
}

export function ChaplaincyCarousel() {
  return <CarouselSection id="home-chaplaincy-title" heading={chaplaincySection.heading} slides={chaplaincyImages} />;
}

export function GalleryCarousel() {
  return <CarouselSection id="home-gallery-title" heading={gallerySection.heading} slides={galleryImages} />;
}
