import { describe, expect, it } from 'vitest';
import impactFile from '../../content/impact.json' with { type: 'json' };
import storiesFile from '../../content/stories.json' with { type: 'json' };
import siteFile from '../../content/site.json' with { type: 'json' };
import teamFile from '../../content/team.json' with { type: 'json' };
import { formatNumber } from '../lib/number-format';
import { site } from '../config/site';
import { ABOUT_SECTION_IDS, aboutCards, coreValues, founderVideo, timeline, whoWeWorkWith } from './about';
import { DONATION_TYPES, donationOptionList, donationOptions, isDonationType, otherWaysToSupport } from './donations';
import { chaplaincyImages, galleryImages } from './home';
import { impactCategories, impactCounters, impactHighlights } from './impact';
import { impactReport, shareOfRevenue, surplus, totalExpenses } from './impact-report';
import { privacyPolicy, termsOfUse } from './legal';
import { buildMediaManifest, imageVariantSrc, mediaManifest } from './media-manifest';
import { sitemapPaths } from './page-meta';
import { PROGRAM_IDS, findProgram, isProgramId, programList, programs } from './programs';
import { findStory, stories } from './stories';
import { team, teamHeading } from './team';
import { formatFigure, type ImageAsset } from './types';

const allText = (doc: { intro: string[]; sections: { heading: string; paragraphs: string[] }[] }): string =>
  [...doc.intro, ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join('\n');

describe('success stories (content/stories.json)', () => {
  it("shows the file's stories in its order, each with the video and poster it names", () => {
    expect(stories.map((story) => [story.id, story.title, story.video.src, story.video.poster.src])).toEqual(
      storiesFile.stories.map((story) => [story.id, story.title, story.video, story.poster]),
    );
  });

  it("names each story's player and poster after the person", () => {
    for (const story of stories) {
      expect(story.video.title).toContain(story.title);
      expect(story.video.poster.alt).toContain(story.title);
    }
  });

  // The spec's: "story N has /videos/story{N}.mp4". It holds for the numbered sample stories; new
  // stories name their own files, so this checks only the stories whose id is a number.
  it('[spec] plays /videos/story{N}.mp4 with the poster story{N}.jpg for the numbered story N', () => {
    for (const story of stories.filter((item) => /^\d+$/.test(item.id))) {
      expect(story.video.src).toBe(`/videos/story${story.id}.mp4`);
      expect(story.video.poster.src).toBe(`/images/stories/story${story.id}.jpg`);
    }
  });

  it('finds a story by its URL id and finds nothing for an unknown id', () => {
    for (const story of stories) expect(findStory(story.id)).toBe(story);
    expect(findStory('')).toBeUndefined();
    expect(findStory('no-such-story')).toBeUndefined();
  });
});

describe('donation options', () => {
  it('offers exactly the suggested gifts the charity publishes', () => {
    const gifts = Object.fromEntries(
      donationOptionList.map((option) => [
        option.type,
        option.suggestedGifts.map((gift) => [gift.amountUsd, gift.description]),
      ]),
    );
    expect(gifts).toEqual({
      education: [
        [20, "Sponsors a child's school fees"],
        [50, "Covers a year's fees"],
        [100, 'Supports more than one child'],
      ],
      'community-development': [
        [30, 'Clean water for a family'],
        [100, 'Mobile school initiative'],
        [200, 'Food for a community'],
      ],
      mission: [
        [100, 'Leadership training materials'],
        [200, 'Bibles for a village'],
      ],
    });
  });

  it('shows the cards as Education, Community Development and Mission', () => {
    expect(donationOptionList.map((option) => option.title)).toEqual(['Education', 'Community Development', 'Mission']);
    for (const type of DONATION_TYPES) expect(donationOptions[type].type).toBe(type);
  });

  it('accepts only the three donation types from the URL', () => {
    expect(DONATION_TYPES.every(isDonationType)).toBe(true);
    expect(isDonationType('mission-and-evangelism')).toBe(false);
    expect(isDonationType('')).toBe(false);
  });

  it('sends volunteers to the programs and partners and fundraisers to the contact page', () => {
    expect(otherWaysToSupport.ways.map((way) => [way.title, way.to])).toEqual([
      ['Volunteer', '/programs'],
      ['Corporate Partnership', '/contact'],
      ['Fundraise', '/contact'],
    ]);
  });

  it('shows the contacts, social links and bank accounts of content/site.json', () => {
    expect(site.contact).toMatchObject(siteFile.contact);
    expect(site.social.map((link) => [link.network, link.url])).toEqual(
      siteFile.social.map((link) => [link.network, link.url]),
    );
    for (const link of site.social) expect(link.label).toContain(site.name);
    expect(site.bankAccounts.dollar).toMatchObject(siteFile.bankAccounts.dollar);
    expect(site.bankAccounts.naira).toMatchObject(siteFile.bankAccounts.naira);
  });

  it('has a dollar account with a SWIFT code and a naira account', () => {
    expect(site.bankAccounts.dollar.currency).toBe('USD');
    expect(site.bankAccounts.dollar.swiftCode).toBeTruthy();
    expect(site.bankAccounts.naira.currency).toBe('NGN');
  });
});

describe('impact figures (content/impact.json)', () => {
  it('shows the counters of the file, each as its number with "+"', () => {
    expect(impactCounters.map((counter) => [counter.icon, formatFigure(counter), counter.label])).toEqual(
      impactFile.counters.map((counter) => [counter.icon, `${formatNumber(counter.value)}+`, counter.label]),
    );
  });

  it('shows the highlights and photo categories of the file, in its order', () => {
    expect(impactHighlights.map((highlight) => [highlight.programId, highlight.title, highlight.points])).toEqual(
      impactFile.highlights.map((highlight) => [highlight.programId, highlight.title, highlight.points]),
    );
    expect(impactCategories.map((category) => [category.id, category.images.map((picture) => picture.src)])).toEqual(
      impactFile.categories.map((category) => [category.id, category.images.map((picture) => picture.src)]),
    );
  });

  it('has at most one highlight card per program', () => {
    const ids = impactHighlights.map((highlight) => highlight.programId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isProgramId(id)).toBe(true);
  });
});

describe('the 2023 impact report', () => {
  it('reports the published 2023 financial figures in US dollars', () => {
    expect(impactReport.year).toBe(2023);
    expect(impactReport.financials).toEqual({
      currency: 'USD',
      totalRevenue: 5_000_000,
      programExpenses: 4_000_000,
      administrativeExpenses: 500_000,
      fundraisingExpenses: 300_000,
    });
  });

  it('spends no more than it received, leaving $200,000', () => {
    const { financials } = impactReport;
    expect(totalExpenses(financials)).toBe(4_800_000);
    expect(totalExpenses(financials)).toBeLessThanOrEqual(financials.totalRevenue);
    expect(surplus(financials)).toBe(200_000);
    expect(shareOfRevenue(financials, 'programExpenses')).toBeCloseTo(0.8);
  });

  it('lists the five highlights and four future goals', () => {
    expect(impactReport.highlights.map((figure) => `${formatFigure(figure)} ${figure.label}`)).toEqual([
      '1,000+ children sponsored',
      '500 lawyers trained',
      '500 doctors graduated',
      '50+ communities reached',
      '2,000+ students mentored',
    ]);
    expect(impactReport.futureGoals).toEqual([
      'Sponsor 2,000 children',
      'Train 500 more healthcare professionals',
      'Build 10 new community healthcare centres',
      'Launch a digital education platform',
    ]);
  });
});

describe('about page', () => {
  it('lists the nine core values in order, each with a description', () => {
    expect(coreValues.map((value) => value.name)).toEqual([
      'Compassion',
      'Empowerment',
      'Equity',
      'Sustainability',
      'Gender Sensitivity',
      'Safeguarding',
      'Transparency',
      'Accountability',
      'Creativity',
    ]);
    for (const value of coreValues) expect(value.description.trim()).not.toBe('');
  });

  it('tells the journey through 2007, 2009, 2020, 2024 and the present', () => {
    expect(timeline.map((item) => item.year)).toEqual(['2007', '2009', '2020', '2024', 'Present']);
  });

  it('keeps the founding facts: established 2015, incorporated 2024', () => {
    expect(site.founding.establishedYear).toBe(2015);
    expect(site.founding.incorporatedYear).toBe(2024);
  });

  it('links the home cards to the mission, vision and core values sections', () => {
    expect(aboutCards.map((card) => card.sectionId)).toEqual([
      ABOUT_SECTION_IDS.mission,
      ABOUT_SECTION_IDS.vision,
      ABOUT_SECTION_IDS.coreValues,
    ]);
    expect(Object.values(ABOUT_SECTION_IDS)).toEqual(['mission', 'vision', 'core-values']);
  });

  it('shows four partnership cards', () => {
    expect(whoWeWorkWith.partnerships).toHaveLength(4);
  });

  it("shows the team of content/team.json, each social link labelled with the member's name", () => {
    expect(teamHeading).toBe(teamFile.heading);
    expect(team.map((member) => [member.name, member.role, member.image.src, member.image.alt])).toEqual(
      teamFile.members.map((member) => [member.name, member.role, member.photo, member.photoAlt]),
    );
    for (const member of team) {
      for (const link of member.socials) expect(link.label).toContain(member.name);
    }
  });
});

describe('programs', () => {
  it('has the three programs with the ids used in their URLs', () => {
    expect(programList.map((program) => program.id)).toEqual([
      'education',
      'community-development',
      'mission-and-evangelism',
    ]);
    expect(PROGRAM_IDS.every(isProgramId)).toBe(true);
    expect(isProgramId('unknown')).toBe(false);
    expect(findProgram('unknown')).toBeUndefined();
  });

  it('gives every program its four process steps', () => {
    expect(Object.fromEntries(PROGRAM_IDS.map((id) => [id, programs[id].process.map((step) => step.title)]))).toEqual({
      education: ['Discovery', 'Assessment', 'Sponsorship', 'Regular Progress Updates'],
      'community-development': ['Community Assessment', 'Planning', 'Implementation', 'Monitoring'],
      'mission-and-evangelism': ['Selection', 'Training', 'Deployment', 'Ongoing Support'],
    });
  });

  it('states who the education program is open to and its figures', () => {
    const education = programs.education;
    for (const group of ['orphans', 'missionary children', 'displaced children', 'street children']) {
      expect(education.requirements).toContain(group);
    }
    expect(education.impact).toContain('67');
    expect(education.impact).toContain('9 mobile schools');
  });

  it('uses the program pages own figures for communities and leaders', () => {
    expect(programs['community-development'].impact).toContain('3,000');
    expect(programs['community-development'].impact).toContain('10 communities');
    expect(programs['mission-and-evangelism'].impact).toContain('100 leaders');
    expect(programs['mission-and-evangelism'].impact).toContain('20 communities');
  });
});

describe('media', () => {
  const galleries: [string, ImageAsset[]][] = [
    ['home chaplaincy', chaplaincyImages],
    ['home gallery', galleryImages],
    ...programList.map((program): [string, ImageAsset[]] => [`program ${program.id}`, program.gallery]),
    ...impactHighlights.map((highlight): [string, ImageAsset[]] => [
      `highlight ${highlight.programId}`,
      highlight.gallery,
    ]),
    ...impactCategories.map((category): [string, ImageAsset[]] => [`category ${category.id}`, category.images]),
  ];

  it('has six chaplaincy photos and nine gallery photos on Home', () => {
    expect(chaplaincyImages).toHaveLength(6);
    expect(galleryImages).toHaveLength(9);
  });

  it.each(galleries)('never repeats a photo within the %s gallery', (_name, images) => {
    const paths = images.map((asset) => asset.src);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(galleries)('describes and captions every photo in the %s gallery', (_name, images) => {
    for (const asset of images) {
      expect(asset.alt.trim()).not.toBe('');
      expect(asset.caption?.trim()).toBeTruthy();
    }
  });

  it('lists every story video, the founder video and their posters in the media manifest', () => {
    const paths = new Set(mediaManifest.map((entry) => entry.src));
    for (const story of stories) {
      expect(paths.has(story.video.src)).toBe(true);
      expect(paths.has(story.video.poster.src)).toBe(true);
    }
    expect(paths.has('/videos/founder-message.mp4')).toBe(true);
    expect(paths.has(founderVideo.poster.src)).toBe(true);
  });

  it('keeps images under /images/ and videos under /videos/, each listed once with a size', () => {
    const paths = mediaManifest.map((entry) => entry.src);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of mediaManifest) {
      expect(entry.src).toMatch(
        entry.kind === 'image' ? /^\/images\/[a-z0-9/-]+\.jpg$/ : /^\/videos\/[a-z0-9-]+\.mp4$/,
      );
      expect(entry.width).toBeGreaterThan(0);
      expect(entry.height).toBeGreaterThan(0);
    }
  });

  it('refuses one file used at two different sizes', () => {
    const uses = [
      { kind: 'image' as const, src: '/images/a.jpg', size: { width: 10, height: 10 }, where: 'one' },
      { kind: 'image' as const, src: '/images/a.jpg', size: { width: 20, height: 10 }, where: 'two' },
    ];
    expect(() => buildMediaManifest(uses)).toThrow('/images/a.jpg');
  });

  it('names responsive copies after the original file', () => {
    expect(imageVariantSrc('/images/home/gallery-1.jpg', 800, 'webp')).toBe('/images/home/gallery-1-800w.webp');
  });
});

describe('legal pages', () => {
  it('dates both documents with one calendar day', () => {
    expect(privacyPolicy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(termsOfUse.lastUpdated).toBe(privacyPolicy.lastUpdated);
  });

  it('explains the contact form, giving online, analytics consent, offline storage and data protection rights', () => {
    const text = allText(privacyPolicy);
    for (const phrase of [
      'name, your e-mail address, a subject and your message',
      'EmailJS',
      'Paystack',
      'Firebase Analytics',
      'IndexedDB',
      'Local storage',
      'never see or store your card number',
      'Nigeria Data Protection Act 2023',
      'Nigeria Data Protection Commission',
      'rectification',
      'erasure',
      'object',
      site.contact.email,
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('makes donations voluntary and non-refundable except for errors, under Nigerian law', () => {
    const text = allText(termsOfUse);
    expect(text).toContain('voluntary');
    expect(text).toContain('non-refundable, except where a gift was made in error');
    expect(text).toContain('Federal Republic of Nigeria');
    expect(text).toContain(site.name);
  });
});

describe('sitemap', () => {
  it('lists every program and story page and leaves out the thank-you page', () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/programs/mission-and-evangelism');
    for (const story of stories) expect(paths).toContain(`/impact/story/${story.id}`);
    expect(paths).not.toContain('/donate/success');
  });
});
