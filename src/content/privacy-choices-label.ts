/**
 * The footer control that reopens the analytics choice; named once so the privacy policy and the
 * footer agree. Its own module because the footer is on every page: importing it from legal.ts
 * would put the whole policy text into the first download.
 */
export const PRIVACY_CHOICES_LABEL = 'Privacy choices';
