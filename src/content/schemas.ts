/**
 * The shapes of the data files under content/, which the charity edits (by hand or at /cms).
 *
 * Build-time only: vite.config.ts and the tests validate the files with these schemas, and the
 * page modules import just their types (`import type`), so Zod never reaches a visitor's browser.
 * The assertions at the end keep the files' shapes in line with the types the pages use.
 */
import { z } from 'zod';
import type { ImpactCounter, ImpactHighlight, ImpactCategory } from './impact';
import type { TeamMember, TeamSocialNetwork } from './team';
import type { SocialNetwork } from '../config/site';

const text = z.string().trim().min(1, 'must not be empty');

/** A picture under /images/, a JPEG: the media pipeline makes the smaller and modern copies from it. */
const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/-]+\.jpg$/, 'must be a .jpg under /images/ with lower-case letters, digits and dashes');

const videoPath = z
  .string()
  .regex(/^\/videos\/[a-z0-9-]+\.mp4$/, 'must be an .mp4 under /videos/ with lower-case letters, digits and dashes');

const captionedPicture = z.strictObject({ src: imagePath, alt: text, caption: text });

/** Ids appear in addresses, so each list's ids must be unique and safe in a URL. */
function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value))
        context.addIssue({ code: 'custom', path: [index], message: `repeats the ${what} "${value}"` });
      seen.add(value);
    });
  };
}

export const storiesFileSchema = z.strictObject({
  stories: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes (it is part of the address)'),
        title: text,
        role: text,
        story: text,
        video: videoPath,
        poster: imagePath,
      }),
    )
    .min(1, 'must list at least one story')
    .superRefine(uniqueBy((story) => story.id, 'id')),
});

const TEAM_NETWORKS = ['facebook', 'linkedin', 'x', 'instagram'] as const satisfies readonly TeamSocialNetwork[];

export const teamFileSchema = z.strictObject({
  heading: text,
  members: z
    .array(
      z.strictObject({
        name: text,
        role: text,
        bio: text,
        photo: imagePath,
        photoAlt: text,
        socials: z.array(z.strictObject({ network: z.enum(TEAM_NETWORKS), url: z.url({ protocol: /^https$/ }) })),
      }),
    )
    .min(1, 'must list at least one member'),
});

export const impactFileSchema = z.strictObject({
  intro: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
  counters: z
    .array(
      z.strictObject({
        icon: z.enum(['school', 'water', 'mobile-school', 'community', 'leaders']),
        value: z.number().int('must be a whole number').nonnegative('must not be negative'),
        label: text,
      }),
    )
    .min(1),
  highlights: z.array(
    z.strictObject({
      programId: z.enum(['education', 'community-development', 'mission-and-evangelism']),
      title: text,
      points: z.array(text).min(1),
      gallery: z.array(captionedPicture).min(1),
    }),
  ),
  categories: z.array(
    z.strictObject({
      id: z.enum(['school', 'community', 'outreach']),
      title: text,
      images: z.array(captionedPicture).min(1),
    }),
  ),
});

const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be the number in international form, e.g. +2348012345678');

const bankAccount = z.strictObject({
  title: text,
  bankName: text,
  accountName: text,
  accountNumber: z.string().regex(/^\d{10}$/, 'must be the 10-digit account number (NUBAN)'),
  placeholder: z.boolean(),
});

export const siteFileSchema = z.strictObject({
  contact: z.strictObject({
    phone: text,
    phoneE164: e164,
    whatsappE164: e164.optional(),
    email: z.email('must be an e-mail address'),
    address: z.strictObject({ streetAddress: text, locality: text, region: text, postalCode: text }),
  }),
  social: z.array(
    z.strictObject({
      network: z.enum(['facebook', 'instagram', 'youtube', 'x']),
      url: z.url({ protocol: /^https$/ }),
    }),
  ),
  bankAccounts: z.strictObject({
    dollar: bankAccount.extend({
      swiftCode: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be an 8- or 11-character SWIFT code'),
    }),
    naira: bankAccount,
  }),
});

export type StoriesFile = z.infer<typeof storiesFileSchema>;
export type SiteFile = z.infer<typeof siteFileSchema>;
export type TeamFile = z.infer<typeof teamFileSchema>;
export type ImpactFile = z.infer<typeof impactFileSchema>;

/** Each data file, by its path from the repository's root, with the schema it must satisfy. */
export const CONTENT_FILES = {
  'content/stories.json': storiesFileSchema,
  'content/team.json': teamFileSchema,
  'content/impact.json': impactFileSchema,
  'content/site.json': siteFileSchema,
} as const satisfies Record<string, z.ZodType>;

export type ContentFilePath = keyof typeof CONTENT_FILES;

// Compile-time: what a file may hold fits the types the pages were written against.
type Fits<T extends U, U> = T;
export type ContentTypeChecks = [
  Fits<ImpactFile['counters'][number]['icon'], ImpactCounter['icon']>,
  Fits<ImpactFile['highlights'][number]['programId'], ImpactHighlight['programId']>,
  Fits<ImpactFile['categories'][number]['id'], ImpactCategory['id']>,
  Fits<TeamFile['members'][number]['name'], TeamMember['name']>,
  Fits<SiteFile['social'][number]['network'], SocialNetwork>,
];
