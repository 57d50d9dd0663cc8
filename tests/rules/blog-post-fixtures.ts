import { serverTimestamp, Timestamp } from 'firebase/firestore';

export type PostDraft = Record<string, unknown>;

/** The limits firestore.rules enforces; repeated here on purpose so a silent change in the rules fails a test. */
export const FIELD_LIMITS = { title: 200, summary: 500, content: 50_000 } as const;

export type TextField = keyof typeof FIELD_LIMITS;

const TEXT_FIELDS = Object.keys(FIELD_LIMITS) as TextField[];

/** The one post shape the rules accept; every refused shape below differs from it in one respect only. */
export const validPost = (): PostDraft => ({
  title: 'A new borehole for Kufana',
  summary: 'Clean water now flows a few steps from the primary school.',
  content: 'The borehole was commissioned on Saturday.\n\nThe village committee keeps the key.',
  createdAt: serverTimestamp(),
});

const withChange = (change: PostDraft): PostDraft => ({ ...validPost(), ...change });

const without = (key: string): PostDraft =>
  Object.fromEntries(Object.entries(validPost()).filter(([name]) => name !== key));

export type PostCase = { description: string; post: () => PostDraft };

/** Posts the administrator may add: the limits are inclusive, and a limit counts characters, not bytes. */
export const ACCEPTED_POSTS: readonly PostCase[] = [
  ...TEXT_FIELDS.map((field) => ({
    description: `whose ${field} is exactly ${FIELD_LIMITS[field]} characters long`,
    post: () => withChange({ [field]: 'a'.repeat(FIELD_LIMITS[field]) }),
  })),
  {
    description: `whose title is ${FIELD_LIMITS.title} accented Yoruba letters`,
    post: () => withChange({ title: 'ọ'.repeat(FIELD_LIMITS.title) }),
  },
];

/** Posts nobody may add, each wrong in exactly one way. */
export const REFUSED_POSTS: readonly PostCase[] = [
  { description: 'with an extra key', post: () => withChange({ author: 'someone' }) },
  ...['title', 'summary', 'content', 'createdAt'].map((key) => ({
    description: `without its ${key}`,
    post: () => without(key),
  })),
  { description: 'whose title is a number', post: () => withChange({ title: 42 }) },
  { description: 'whose summary is a list', post: () => withChange({ summary: ['clean', 'water'] }) },
  { description: 'whose content is a map', post: () => withChange({ content: { text: 'Hello' } }) },
  { description: 'whose createdAt is a string', post: () => withChange({ createdAt: '2026-03-01' }) },
  ...TEXT_FIELDS.flatMap((field) => [
    {
      description: `whose ${field} is ${FIELD_LIMITS[field] + 1} characters long`,
      post: () => withChange({ [field]: 'a'.repeat(FIELD_LIMITS[field] + 1) }),
    },
    { description: `whose ${field} is empty`, post: () => withChange({ [field]: '' }) },
    { description: `whose ${field} is only whitespace`, post: () => withChange({ [field]: '  \n\t ' }) },
  ]),
  {
    description: "whose createdAt comes from the browser's clock",
    post: () => withChange({ createdAt: Timestamp.now() }),
  },
  {
    description: 'whose createdAt is a date in the future',
    post: () => withChange({ createdAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')) }),
  },
];

/** An edit as the admin form sends it: the three texts and updatedAt stamped by the server. */
export const validEdit = (): PostDraft => ({
  title: 'The borehole at Kufana, one month on',
  summary: 'Clean water still flows a few steps from the primary school.',
  content: 'The committee has collected its first repair fund.',
  updatedAt: serverTimestamp(),
});

const editWith = (change: PostDraft): PostDraft => ({ ...validEdit(), ...change });

/** Edits the administrator may make (sent with updateDoc), limits inclusive as for a new post. */
export const ACCEPTED_EDITS: readonly PostCase[] = [
  { description: 'that changes only the title', post: () => ({ title: 'Fixed a typo', updatedAt: serverTimestamp() }) },
  ...TEXT_FIELDS.map((field) => ({
    description: `whose ${field} is exactly ${FIELD_LIMITS[field]} characters long`,
    post: () => editWith({ [field]: 'a'.repeat(FIELD_LIMITS[field]) }),
  })),
];

/** Edits nobody may make, each wrong in exactly one way. */
export const REFUSED_EDITS: readonly PostCase[] = [
  { description: 'without updatedAt', post: () => ({ title: 'Fixed a typo' }) },
  {
    description: "whose updatedAt comes from the browser's clock",
    post: () => editWith({ updatedAt: Timestamp.now() }),
  },
  { description: 'that moves createdAt to now', post: () => editWith({ createdAt: serverTimestamp() }) },
  {
    description: 'that backdates createdAt',
    post: () => editWith({ createdAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }),
  },
  { description: 'that adds another key', post: () => editWith({ author: 'someone' }) },
  { description: 'whose title is a number', post: () => editWith({ title: 42 }) },
  ...TEXT_FIELDS.flatMap((field) => [
    {
      description: `whose ${field} is ${FIELD_LIMITS[field] + 1} characters long`,
      post: () => editWith({ [field]: 'a'.repeat(FIELD_LIMITS[field] + 1) }),
    },
    { description: `whose ${field} is only whitespace`, post: () => editWith({ [field]: '  \n\t ' }) },
  ]),
];
