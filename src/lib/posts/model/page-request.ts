import type { PostPosition } from './post';

/** Which way a page runs from its cursor: `older` is the next page, `newer` the previous one. */
export type PageDirection = 'older' | 'newer';

export interface PageRequest {
  /** Absent: the newest posts. */
  cursor?: { from: PostPosition; direction: PageDirection };
  count: number;
}
