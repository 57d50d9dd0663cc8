/** Apart from the programs' texts, so the schemas and the pages share the list without carrying each other. */
export const PROGRAM_IDS = ['education', 'community-development', 'mission-and-evangelism'] as const;

export type ProgramId = (typeof PROGRAM_IDS)[number];

/** Narrows a URL parameter; anything else gets the "Program Not Found" view. */
export const isProgramId = (value: string): value is ProgramId => (PROGRAM_IDS as readonly string[]).includes(value);
