/** How long a post's address may get; longer titles are cut at a word. */
const MAX_SLUG_LENGTH = 80;

/** What a title with no letter or digit at all (only emoji, say) is called. */
const FALLBACK_SLUG = 'post';

/**
 * A readable address for a post from its title: "Clean water for Jos!" → "clean-water-for-jos".
 * Accents go (Yoruba's ọ, ẹ and ṣ become o, e and s), anything but letters and digits becomes one
 * hyphen, so the id is plain ASCII that every app and chat keeps intact when it is shared.
 */
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

/** The candidates in order: the slug, then slug-2, slug-3… for a title used before. */
export const numberedSlug = (slug: string, attempt: number): string => (attempt === 1 ? slug : `${slug}-${attempt}`);

/**
 * An address chosen without asking the server (offline): the slug and four random letters or digits,
 * about 1.7 million endings, so two posts of one title written offline do not meet.
 */
export const offlineSlug = (slug: string, random: () => number = Math.random): string =>
  `${slug}-${Array.from({ length: 4 }, () => Math.floor(random() * 36).toString(36)).join('')}`;
