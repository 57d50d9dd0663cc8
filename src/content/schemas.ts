/**
 * The shapes of the data files under content/, which the charity edits (by hand or at /cms).
 * Build-time only: pages import just their types (`z.infer`), so Zod never reaches a visitor's browser.
 */
import { z } from 'zod';
import type { DonationType } from './donation-types';
import { PROGRAM_IDS, type ProgramId } from './program-ids';

const text = z.string().trim().min(1, 'must not be empty');

const fileUnder = (pattern: RegExp, what: string) =>
  z.string().regex(pattern, `must be ${what} with lower-case letters, digits and dashes`);

/** A JPEG: the media pipeline makes the smaller and modern copies from it. */
const imagePath = fileUnder(/^\/images\/[a-z0-9/-]+\.jpg$/, 'a .jpg under /images/');
const videoPath = fileUnder(/^\/videos\/[a-z0-9-]+\.mp4$/, 'an .mp4 under /videos/');
/** Uploaded at /cms into public/reports/ (Decap writes names in lower case). */
const reportPdfPath = fileUnder(/^\/reports\/[a-z0-9._-]+\.pdf$/, 'a .pdf under /reports/');

/** A visitor on prepaid data should never need more than this for the report. */
export const REPORT_PDF_MAX_BYTES = 5_000_000;

/** The report's PDF as the build measured it (scripts/build/report-pdf.ts), never typed by staff. */
export const reportPdfSchema = z.strictObject({
  href: reportPdfPath,
  bytes: z
    .number()
    .int()
    .positive('must not be an empty file')
    .max(REPORT_PDF_MAX_BYTES, 'must be at most 5 MB: many visitors pay for every megabyte'),
});

export type ReportPdf = z.infer<typeof reportPdfSchema>;

const captionedPicture = z.strictObject({ src: imagePath, alt: text, caption: text });
const photos = z.array(captionedPicture).min(1, 'must have at least one photo');

/** Naira, dollars, counts. */
const wholeNumber = z.number().int('must be a whole number').nonnegative('must not be negative');

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
        socials: z.array(z.strictObject({ network: z.enum(['facebook', 'linkedin', 'x', 'instagram']), url: z.url({ protocol: /^https$/ }) })),
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
        value: wholeNumber,
        label: text,
      }),
    )
    .min(1),
  highlights: z.array(
    z.strictObject({
      programId: z.enum(PROGRAM_IDS),
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
    z.strictObject({ network: z.enum(['facebook', 'instagram', 'youtube', 'x']), url: z.url({ protocol: /^https$/ }) }),
  ),
  bankAccounts: z.strictObject({
    dollar: bankAccount.extend({
      swiftCode: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be an 8- or 11-character SWIFT code'),
    }),
    naira: bankAccount,
  }),
});

const describedPicture = z.strictObject({ src: imagePath, alt: text });

export const textSection = z.strictObject({ heading: text, paragraphs: z.array(text).min(1, 'must have at least one paragraph') });

/** The words in braces src/content/fill-in.ts fills in, so a text never keeps an old e-mail address. */
export const FILL_IN_NAMES = ['name', 'email', 'address'] as const;

const textWithFillIns = text.refine(
  (value) => [...value.matchAll(/\{([^}]*)\}/g)].every(([, word]) => (FILL_IN_NAMES as readonly string[]).includes(word ?? '')),
  `must write {name}, {email} or {address} only: other words in braces are not filled in`,
);

/** One entry per program, each under its id: programs are fixed, their texts are not. */
function perProgram<T extends z.ZodType>(schema: T) {
  return z.strictObject({
    education: schema,
    'community-development': schema,
    'mission-and-evangelism': schema,
  } satisfies Record<ProgramId, T>);
}

export const homeFileSchema = z.strictObject({
  hero: z.strictObject({ heading: text, subheading: text, image: describedPicture }),
  programsHeading: text,
  getInvolved: z.strictObject({ heading: text, text }),
  chaplaincy: z.strictObject({ heading: text, images: photos }),
  gallery: z.strictObject({ heading: text, images: photos }),
});

export const missionVisionFileSchema = z.strictObject({
  mission: z.strictObject({ title: text, text }),
  vision: z.strictObject({ title: text, text }),
  coreValues: z.strictObject({ title: text, intro: text }),
  founderVideo: z.strictObject({ title: text, src: videoPath, poster: describedPicture }),
});

export const aboutFileSchema = z.strictObject({
  hero: z.strictObject({ heading: text, subheading: text, image: describedPicture }),
  aboutUs: textSection,
  whoWeAre: textSection,
  whoWeWorkWith: z.strictObject({
    heading: text,
    intro: text,
    partnerships: z.array(z.strictObject({ title: text, description: text })).min(1),
  }),
  coreValues: z.array(z.strictObject({ name: text, description: text })).min(1),
  timeline: z.strictObject({
    heading: text,
    items: z
      .array(
        z.strictObject({
          year: z.string().regex(/^(\d{4}|Present)$/, 'must be a year such as 2024, or Present'),
          title: text,
          desc: text,
          phase: z.enum(['founder', 'organisation']),
        }),
      )
      .min(1),
  }),
  joinOurMission: z.strictObject({ heading: text, text }),
});

export const programCardsFileSchema = perProgram(z.strictObject({ title: text, summary: text, cardImage: describedPicture }));

export const programsFileSchema = perProgram(
  z.strictObject({
    description: text,
    details: z.array(text).min(1),
    impact: text,
    requirements: text,
    process: z.array(z.strictObject({ title: text, description: text })).min(1),
    gallery: photos,
  }),
);

const positive = wholeNumber.min(1, 'must be at least 1');

const suggestedGift = z.strictObject({ amountUsd: positive, amountNgn: positive, description: text });

const donationOption = z.strictObject({ title: text, description: text, suggestedGifts: z.array(suggestedGift) });

const giftLimits = z
  .strictObject({ min: positive, max: wholeNumber })
  .refine((limits) => limits.max > limits.min, { message: 'must have a largest gift above the smallest', path: ['max'] });

export const donationsFileSchema = z.strictObject({
  intro: z.strictObject({ heading: text, text, textWithOnline: text }),
  options: z.strictObject({
    education: donationOption,
    'community-development': donationOption,
    mission: donationOption,
  } satisfies Record<DonationType, typeof donationOption>),
  onlineGiftLimits: z.strictObject({ NGN: giftLimits, USD: giftLimits }),
  bankTransfer: z.strictObject({ heading: text, text, placeholderWarning: text }),
  otherWaysToSupport: z.strictObject({
    heading: text,
    ways: z.array(
      z.strictObject({ title: text, text, linkLabel: text, to: z.enum(['/programs', '/contact']) }),
    ),
  }),
  thankYou: z.strictObject({ heading: text, text, receiptNote: text }),
});

export const reportFileSchema = z.strictObject({
  year: z.number().int('must be a year such as 2023').min(2000, 'must be a year such as 2023').max(2100, 'must be a year such as 2023'),
  title: text,
  intro: text,
  highlights: z.array(z.strictObject({ value: wholeNumber, plus: z.boolean(), label: text })).min(1),
  financials: z.strictObject({
    totalRevenue: wholeNumber,
    programExpenses: wholeNumber,
    administrativeExpenses: wholeNumber,
    fundraisingExpenses: wholeNumber,
  }),
  futureGoals: z.array(text).min(1),
  pdf: reportPdfPath.optional(),
});

export const legalFileSchema = z.strictObject({
  title: text,
  lastUpdated: z.iso.date('must be a date written as YYYY-MM-DD'),
  intro: z.array(textWithFillIns).min(1),
  sections: z.array(z.strictObject({ heading: text, paragraphs: z.array(textWithFillIns).min(1) })).min(1),
});

const pageMetaEntry = z.strictObject({
  title: text,
  description: text.max(200, 'must be at most 200 characters: search engines cut longer descriptions'),
});

export const pagesFileSchema = z.strictObject({
  '/about': pageMetaEntry,
  '/programs': pageMetaEntry,
  '/impact': pageMetaEntry,
  '/impact/report': pageMetaEntry,
  '/contact': pageMetaEntry,
  '/donate': pageMetaEntry,
  '/donate/success': pageMetaEntry,
  '/privacy': pageMetaEntry,
  '/terms': pageMetaEntry,
});

export const CONTENT_FILES = {
  'content/stories.json': storiesFileSchema,
  'content/team.json': teamFileSchema,
  'content/impact.json': impactFileSchema,
  'content/site.json': siteFileSchema,
  'content/home.json': homeFileSchema,
  'content/mission-vision.json': missionVisionFileSchema,
  'content/about.json': aboutFileSchema,
  'content/program-cards.json': programCardsFileSchema,
  'content/programs.json': programsFileSchema,
  'content/donations.json': donationsFileSchema,
  'content/report.json': reportFileSchema,
  'content/privacy.json': legalFileSchema,
  'content/terms.json': legalFileSchema,
  'content/pages.json': pagesFileSchema,
} as const satisfies Record<string, z.ZodType>;

export type ContentFilePath = keyof typeof CONTENT_FILES;

/**
 * A content file's data. The build has checked each file (scripts/content/check-content.ts), so its module
 * may cast the JSON import to this; where the import's own type fits, an annotation checks that it does.
 */
export type ContentFile<P extends ContentFilePath> = z.infer<(typeof CONTENT_FILES)[P]>;
