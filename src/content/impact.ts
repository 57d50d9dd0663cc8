/**
 * The Impact page, from content/impact.json (the counters show on About too). Its totals (50+
 * communities, 300+ leaders) exceed the program pages' own figures because they count all work.
 */
import impactFile from '../../content/impact.json' with { type: 'json' };
import type { ContentFile } from './schemas';
import { galleryPicture, type CaptionedImage, type Figure } from './types';
import { tonesOf } from './image-tones';

/** Each point is one sentence with its figure, e.g. "Over 67 students with scholarships". */
export type ImpactHighlight = Omit<(typeof data)['highlights'][number], 'gallery'> & { gallery: CaptionedImage[] };

export type ImpactCategory = Omit<(typeof data)['categories'][number], 'images'> & { images: CaptionedImage[] };

/** Keys the UI maps to its own SVG icons, so content never carries markup. */
export type ImpactIcon = (typeof data)['counters'][number]['icon'];

export type ImpactCounter = (typeof data)['counters'][number] & Figure & { suffix: '+' };

const data = impactFile as ContentFile<'content/impact.json'>;
const tones = tonesOf(impactFile);

export const impactIntro = data.intro;

export const impactHighlights: ImpactHighlight[] = data.highlights.map((highlight) => ({
  ...highlight,
  gallery: highlight.gallery.map((picture) => galleryPicture(picture, tones)),
}));

export const impactCategories: ImpactCategory[] = data.categories.map((category) => ({
  ...category,
  images: category.images.map((picture) => galleryPicture(picture, tones)),
}));

export const impactCounters: ImpactCounter[] = data.counters.map((counter) => ({ ...counter, suffix: '+' }));

export const successStoriesSection = {
  heading: 'Success Stories',
  intro: 'Hear from the children, families and leaders whose lives have changed.',
} as const;

export const annualReportTeaser = {
  heading: 'Annual Impact Report',
  text: 'See our highlights, how every dollar was used and our goals for the years ahead.',
  linkLabel: 'Download Report',
  to: '/impact/report',
} as const;
