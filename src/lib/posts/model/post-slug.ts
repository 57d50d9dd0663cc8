/** How long a post's address may get; longer titles are cut at a word. */
const MAX_SLUG_LENGTH = 80;

/** What a title with no letter or digit at all (only emoji, say) is called. */
const FALLBACK_SLUG = 'post';

/** "Clean water for Jos!" → "clean-water-for-jos": plain ASCII (ọ → o), which every app and chat keeps intact. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') return FALLBACK_SLUG;
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

export const numberedSlug = (slug: string, attempt: number): string => (attempt === 1 ? slug : `${slug}-${attempt}`);

/** Chosen offline: four random letters or digits (1.7 million endings), so two posts of one title do not meet. */
export const offlineSlug = (slug: string, random: () => number = Math.random): string =>
  `${slug}-${Array.from({ length: 4 }, () => Math.floor(random() * 36).toString(36)).join('')}`;
