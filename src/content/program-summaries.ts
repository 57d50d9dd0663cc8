/** What Home's cards show of each program (content/program-cards.json), so Home downloads only this small file. */
import programCardsFile from '../../content/program-cards.json' with { type: 'json' };
import type { ContentFile } from './schemas';
import { image, type ImageAsset } from './types';
import { tonesOf } from './image-tones';
import { PROGRAM_IDS, type ProgramId } from './program-ids';

export { PROGRAM_IDS, isProgramId, type ProgramId } from './program-ids';

export type ProgramSummary = Omit<(typeof data)[ProgramId], 'cardImage'> & { id: ProgramId; cardImage: ImageAsset };

const data: ContentFile<'content/program-cards.json'> = programCardsFile;
const tones = tonesOf(programCardsFile);

export const programSummaryList: ProgramSummary[] = PROGRAM_IDS.map((id) => ({
  id,
  ...data[id],
  cardImage: image(data[id].cardImage, 'gallery', tones),
}));
