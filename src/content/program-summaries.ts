/** What Home's cards show of each program (content/program-cards.json), so Home downloads only this small file. */
import programCardsFile from '../../content/program-cards.json' with { type: 'json' };
import type { ProgramCardsFile } from './schemas';
import { image, type ImageAsset } from './types';
import { tonesOf } from './image-tones';
import { PROGRAM_IDS, type ProgramId } from './program-ids';

export { PROGRAM_IDS, isProgramId, type ProgramId } from './program-ids';

export type ProgramSummary = Omit<ProgramCardsFile[ProgramId], 'cardImage'> & { id: ProgramId; cardImage: ImageAsset };

// Checked by the build (scripts/content/check-content.ts); the annotation checks the schema's type fits it.
const data: ProgramCardsFile = programCardsFile;
const tones = tonesOf(programCardsFile);

/** The programs in the order pages list them. */
export const programSummaryList: ProgramSummary[] = PROGRAM_IDS.map((id) => ({
  id,
  ...data[id],
  cardImage: image(data[id].cardImage, 'gallery', tones),
}));
