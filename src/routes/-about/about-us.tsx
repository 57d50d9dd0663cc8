import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { VideoPlayer } from '../../components/media/video-player';
import { aboutUs, founderVideo, whoWeAre } from '../../content/about';
import type { TextSection } from '../../content/types';

function Paragraphs({ section }: { section: TextSection }) {
  return section.paragraphs.map((paragraph) => (
    <Text key={paragraph} size="lg" mt="sm">
      {paragraph}
    </Text>
  ));
}

/** About Us beside the founder's video, then Who We Are. */
export function AboutUs() {
  return (
    <>
      <Container component="section" size="lg" py="xl" aria-labelledby="about-us-title">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <div>
            <Title order={2} id="about-us-title">
              {aboutUs.heading}
            </Title>
            <Paragraphs section={aboutUs} />
          </div>
          <div>
            <VideoPlayer video={founderVideo} />
          </div>
        </SimpleGrid>
      </Container>
      <Container component="section" size="lg" py="xl" aria-labelledby="who-we-are-title">
        <Title order={2} id="who-we-are-title">
          {whoWeAre.heading}
        </Title>
        <Paragraphs section={whoWeAre} />
      </Container>
    </>
  );
}
