import { SimpleGrid, Title } from '@mantine/core';
import { LazyImageCarousel } from '../../components/media/lazy-image-carousel';
import type { ImpactCategory } from '../../content/impact';

export function ImpactCategories({ categories }: { categories: readonly ImpactCategory[] }) {
  return (
    <section aria-labelledby="impact-categories">
      <Title order={2} id="impact-categories" mb="md">
        Our Work in Pictures
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        {categories.map((category) => (
          <div key={category.id}>
            <Title order={3} mb="sm">
              {category.title}
            </Title>
            <LazyImageCarousel label={`${category.title} photos`} slides={category.images} variant="program" />
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}
