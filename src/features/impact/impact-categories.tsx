import { classNames } from '../../components/ui/class-names';
import { layoutClasses } from '../../components/ui/layout';
import { SLIDE_IMAGE_SIZES } from '../../components/media/carousel-layout';
import { ImageCarousel } from '../../components/media/image-carousel';
import { Grid } from '../../components/ui/grid';
import { Title } from '../../components/ui/typography';
import type { ImpactCategory } from '../../content/impact';
import classes from './impact.module.css';

/** Three columns from 62em (Grid's md), each about a third of the 1140 px container. */
const CATEGORY_SLIDE_SIZES = `(min-width: 62em) 370px, ${SLIDE_IMAGE_SIZES.program}`;

export function ImpactCategories({ categories }: { categories: readonly ImpactCategory[] }) {
  return (
    <section
      aria-labelledby="impact-categories"
      className={classNames(layoutClasses.renderWhenNear, classes.categories)}
    >
      <Title order={2} id="impact-categories" className={classes.sectionTitle}>
        Our Work in Pictures
      </Title>
      <Grid cols={{ base: 1, md: 3 }} spacing="xl">
        {categories.map((category) => (
          <div key={category.id}>
            <Title order={3} className={classes.categoryTitle}>
              {category.title}
            </Title>
            <ImageCarousel
              label={`${category.title} photos`}
              slides={category.images}
              variant="program"
              sizes={CATEGORY_SLIDE_SIZES}
            />
          </div>
        ))}
      </Grid>
    </section>
  );
}
