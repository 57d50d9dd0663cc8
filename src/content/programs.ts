/**
 * The Programs list and each /programs/{id} page, from content/programs.json (Home's cards use
 * program-summaries.ts only). Its figures are each program's own; Impact reports the totals.
 */
import programsFile from '../../content/programs.json' with { type: 'json' };
import { PROGRAM_IDS, isProgramId, programSummaryList, type ProgramId, type ProgramSummary } from './program-summaries';
import type { ContentFile } from './schemas';
import { galleryPicture, type CaptionedImage } from './types';
import { tonesOf } from './image-tones';

export { PROGRAM_IDS, isProgramId, type ProgramId };

/** A program's page: its summary (program-summaries.ts) and the rest of its texts and photos. */
export type Program = ProgramSummary & Omit<(typeof data)[ProgramId], 'gallery'> & { gallery: CaptionedImage[] };

const data: ContentFile<'content/programs.json'> = programsFile;
const tones = tonesOf(programsFile);

export const programList: Program[] = programSummaryList.map((summary) => {
  const page = data[summary.id];
  return { ...summary, ...page, gallery: page.gallery.map((picture) => galleryPicture(picture, tones)) };
});

export const programs = Object.fromEntries(programList.map((program) => [program.id, program])) as Record<
  ProgramId,
  Program
>;

export const findProgram = (id: string): Program | undefined => (isProgramId(id) ? programs[id] : undefined);
