import type { StoredPost } from './stored-post';

/** Posts whose texts carry every character markup must escape. */
export const trickyPost: StoredPost = {
  id: 'water & <wells>',
  title: 'Clean water for "Ikot" & <friends>',
  summary: "The village's new well: 40 families' water <b>today</b>.",
  content: 'First paragraph with a <script>alert(1)</script> in it.\n\nSecond paragraph.',
  createdAt: { seconds: Date.UTC(2026, 10, 20, 23, 30) / 1000, nanoseconds: 5 },
  cover: { id: 'photo-1', width: 1200, height: 800, description: 'Children at the "new" well & pump' },
  updatedAt: new Date(Date.UTC(2026, 10, 21, 8, 0)),
};

export const plainPost: StoredPost = {
  id: 'plain',
  title: 'A plain post',
  summary: 'Nothing special.',
  content: 'Only one paragraph.',
  createdAt: { seconds: Date.UTC(2026, 10, 1, 9) / 1000, nanoseconds: 0 },
  updatedAt: new Date(Date.UTC(2026, 10, 1, 9)),
};

export const ORIGIN = 'https://charity.example';
