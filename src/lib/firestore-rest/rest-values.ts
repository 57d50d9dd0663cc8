/** Firestore's REST representation of the few value types the site reads. */
export interface RestValue {
  stringValue?: string;
  /** Base64, as the REST API sends bytes. */
  bytesValue?: string;
  timestampValue?: string;
  referenceValue?: string;
  integerValue?: string;
  booleanValue?: boolean;
  nullValue?: null;
  mapValue?: { fields?: Record<string, RestValue> };
}

export interface RestDocument {
  /** projects/{project}/databases/(default)/documents/{collection}/{id} */
  name: string;
  fields?: Record<string, RestValue>;
}

type RestTime = { seconds: number; nanoseconds: number };

// RFC 3339 in UTC as Firestore writes it: 0 to 9 fraction digits.
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?Z$/;

export function parseTimestamp(text: string): RestTime | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match?.[1]) return undefined;
  const millis = Date.parse(`${match[1]}Z`);
  if (Number.isNaN(millis)) return undefined;
  return { seconds: millis / 1000, nanoseconds: Number((match[2] ?? '').padEnd(9, '0')) };
}

/** All nine fraction digits, so a cursor matches exactly. */
export function formatTimestamp({ seconds, nanoseconds }: RestTime): string {
  const whole = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${whole}.${String(nanoseconds).padStart(9, '0')}Z`;
}

export const documentId = (document: RestDocument): string => document.name.slice(document.name.lastIndexOf('/') + 1);
