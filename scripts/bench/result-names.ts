/** 2026-05-01T09-30-00Z: an ISO time without the colons some file systems refuse. */
export const fileStamp = (iso: string): string => iso.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
