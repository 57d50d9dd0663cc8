import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ImageHero } from '../../components/media/image-hero';
import { VideoModal } from '../../components/media/video-modal';
import { founderVideo } from '../../content/about-highlights';
import { homeHero } from '../../content/home';

export function HomeHero() {
  return (
    <ImageHero image={homeHero.image} title={homeHero.heading} subtitle={homeHero.subheading}>
      <Group mt="xl" gap="md">
        {/* Harvest gold with dark text (autoContrast): the one warm accent, and 10:1 contrast. */}
        <Button component={Link} to="/donate" size="md" color="harvest.4" autoContrast>
          {homeHero.donateLabel}
        </Button>
        <Button component={Link} to="/about" size="md" variant="white">
          {homeHero.learnMoreLabel}
        </Button>
        <VideoModal video={founderVideo} label={homeHero.watchStoryLabel} variant="outline" color="white" />
      </Group>
    </ImageHero>
  );
}
