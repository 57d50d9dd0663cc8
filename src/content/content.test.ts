import { describe, expect, it } from 'vitest';
import aboutFile from '../../content/about.json' with { type: 'json' };
import donationsFile from '../../content/donations.json' with { type: 'json' };
import homeFile from '../../content/home.json' with { type: 'json' };
import impactFile from '../../content/impact.json' with { type: 'json' };
import missionVisionFile from '../../content/mission-vision.json' with { type: 'json' };
import pagesFile from '../../content/pages.json' with { type: 'json' };
import privacyFile from '../../content/privacy.json' with { type: 'json' };
import termsFile from '../../content/terms.json' with { type: 'json' };
import programCardsFile from '../../content/program-cards.json' with { type: 'json' };
import programsFile from '../../content/programs.json' with { type: 'json' };
import storiesFile from '../../content/stories.json' with { type: 'json' };
import siteFile from '../../content/site.json' with { type: 'json' };
import teamFile from '../../content/team.json' with { type: 'json' };
import { formatNumber } from '../lib/number-format';
import { formatAddress, founding, site } from '../config/site';
import {
  ABOUT_SECTION_IDS,
  aboutCards,
  aboutUs,
  coreValues,
  founderVideo,
  mission,
  timeline,
  vision,
  whoWeWorkWith,
} from './about';
import {
  DONATION_TYPES,
  donationOptionList,
  donationOptions,
  isDonationType,
  onlineGiftLimits,
  otherWaysToSupport,
} from './donations';
import { chaplaincyImages, galleryImages, homeHero } from './home';
import { impactCategories, impactCounters, impactHighlights } from './impact';
import { impactReport, shareOfRevenue, surplus, totalExpenses } from './impact-report';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';
import { imageVariantSrc } from './image-variants';
import { buildMediaManifest, mediaManifest } from './media-manifest';
import { pageMeta, sitemapPaths, type StaticPublicPath } from './page-meta';
import { PRIVACY_CHOICES_LABEL } from './privacy-choices-label';
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

describe('donation options (content/donations.json)', () => {
  it("shows the file's cards in the Donate page's order, each with its gifts in both currencies", () => {
    expect(donationOptionList.map((option) => option.type)).toEqual([...DONATION_TYPES]);
    for (const type of DONATION_TYPES) {
      expect(donationOptions[type]).toMatchObject({ type, ...donationsFile.options[type] });
    }
  });

  it('links each kind of gift to the program it funds', () => {
    for (const option of donationOptionList) expect(isProgramId(option.programId)).toBe(true);
    expect(donationOptions.education.programId).toBe('education');
    expect(donationOptions.mission.programId).toBe('mission-and-evangelism');
  });

  it('accepts only the three donation types from the URL', () => {
    expect(DONATION_TYPES.every(isDonationType)).toBe(true);
    expect(isDonationType('mission-and-evangelism')).toBe(false);
    expect(isDonationType('')).toBe(false);
  });

  it("takes the online gift limits and the other ways to support from the file", () => {
    expect(onlineGiftLimits).toEqual(donationsFile.onlineGiftLimits);
    expect(otherWaysToSupport).toEqual(donationsFile.otherWaysToSupport);
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

describe('the impact report (content/report.json)', () => {
  it('works out the expenses, what was left and the shares from the figures', () => {
    const { financials } = impactReport;
    const spent = financials.programExpenses + financials.administrativeExpenses + financials.fundraisingExpenses;
    expect(totalExpenses(financials)).toBe(spent);
    expect(surplus(financials)).toBe(financials.totalRevenue - spent);
    expect(shareOfRevenue(financials, 'programExpenses')).toBeCloseTo(financials.programExpenses / financials.totalRevenue);
    expect(shareOfRevenue({ ...financials, totalRevenue: 0 }, 'programExpenses')).toBe(0);
  });
});

describe('about page (content/about.json, content/mission-vision.json)', () => {
  it("shows the file's core values, partners and journey, in its order", () => {
    expect(coreValues).toEqual(aboutFile.coreValues);
    expect(whoWeWorkWith).toEqual(aboutFile.whoWeWorkWith);
    expect(timeline).toEqual(aboutFile.timeline.items);
  });

  // The spec's: "the two readings of the start are both given" (the years are the charity's to edit).
  it('[spec] gives both founding years, established and incorporated, in the About text', () => {
    const text = aboutUs.paragraphs.join('\n');
    expect(text).toContain(String(founding.establishedYear));
    expect(text).toContain(String(founding.incorporatedYear));
  });

  it('links the home cards to the mission, vision and core values sections, with their texts', () => {
    expect(aboutCards.map((card) => card.sectionId)).toEqual([
      ABOUT_SECTION_IDS.mission,
      ABOUT_SECTION_IDS.vision,
      ABOUT_SECTION_IDS.coreValues,
    ]);
    expect([mission.text, vision.text, aboutCards[2]?.text]).toEqual([
      missionVisionFile.mission.text,
      missionVisionFile.vision.text,
      missionVisionFile.coreValues.intro,
    ]);
    expect(founderVideo.src).toBe(missionVisionFile.founderVideo.src);
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

describe('programs (content/program-cards.json, content/programs.json)', () => {
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

  it("gives each program its card's name, summary and photo and its page's texts", () => {
    for (const id of PROGRAM_IDS) {
      const program = programs[id];
      expect([program.title, program.summary, program.cardImage.src]).toEqual([
        programCardsFile[id].title,
        programCardsFile[id].summary,
        programCardsFile[id].cardImage.src,
      ]);
      const { gallery, ...texts } = programsFile[id];
      expect(program).toMatchObject(texts);
      expect(program.gallery.map((picture) => picture.src)).toEqual(gallery.map((picture) => picture.src));
      expect(findProgram(id)).toBe(program);
    }
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

  it("shows Home's texts and the file's chaplaincy and gallery photos, in its order", () => {
    expect([homeHero.heading, homeHero.image.src]).toEqual([homeFile.hero.heading, homeFile.hero.image.src]);
    expect(chaplaincyImages.map((picture) => picture.src)).toEqual(homeFile.chaplaincy.images.map((picture) => picture.src));
    expect(galleryImages.map((picture) => picture.src)).toEqual(homeFile.gallery.images.map((picture) => picture.src));
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
    expect(paths.has(founderVideo.src)).toBe(true);
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

describe('legal pages (content/privacy.json, content/terms.json)', () => {
  it('dates each document with a calendar day', () => {
    for (const doc of [privacyPolicy, termsOfUse]) expect(doc.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("fills in the mission's name, e-mail address and postal address where the text asks for them", () => {
    const values = { '{name}': site.name, '{email}': site.contact.email, '{address}': formatAddress(site.contact.address) };
    for (const [doc, file] of [
      [privacyPolicy, privacyFile],
      [termsOfUse, termsFile],
    ] as const) {
      const shown = allText(doc);
      expect(shown).not.toMatch(/\{(name|email|address)\}/);
      for (const [word, value] of Object.entries(values)) if (allText(file).includes(word)) expect(shown).toContain(value);
    }
  });

  // Not the charity's wording but what this site's code does: a policy that stopped naming a service
  // that receives visitors' data, or the footer link that withdraws consent, would be wrong.
  it("names the services that receive visitors' data and the footer link that changes the analytics choice", () => {
    const text = allText(privacyPolicy);
    for (const service of ['EmailJS', 'Paystack', 'Firebase Analytics']) expect(text).toContain(service);
    expect(text).toContain(`"${PRIVACY_CHOICES_LABEL}"`);
  });
});

describe('page titles and descriptions (content/pages.json)', () => {
  it("gives every public page the file's title and description, and Home the site's tagline", () => {
    for (const [path, meta] of Object.entries(pagesFile)) expect(pageMeta[path as StaticPublicPath]).toEqual(meta);
    expect(pageMeta['/']).toEqual({ title: site.tagline, description: site.description });
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
