import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILES, REPORT_PDF_MAX_BYTES, type ContentFilePath } from '../../src/content/schemas';

/**
 * The editor's forms (editor/cms/config.yml) against the schemas the build checks
 * (src/content/schemas.ts): every field a file may hold has a labelled box of the right kind, and the
 * editor offers no box whose value the build would refuse. Written by hand in two places, the two
 * would otherwise drift apart the first time one of them changes.
 *
 * Why config.yml is not made from the schemas: a trial (28 November) gave report.json's schema its
 * labels and hints through zod's `.meta()` and built the form from it, which came out as the
 * hand-written one. But most of the file is wording that differs by place on the same shapes (a
 * picture's hint says 16:9 in a hero and 3:2 in a gallery; `text` is "Heading" here and "Title"
 * there), so the schemas would take the form's 600 lines of staff-facing words beside their rules,
 * each shared shape turned into a function of its hints. This test keeps the two in step instead.
 */
interface CmsField {
  name: string;
  label?: string;
  widget?: string;
  required?: boolean;
  value_type?: string;
  options?: ({ value: string } | string)[];
  field?: CmsField;
  fields?: CmsField[];
  hint?: string;
  pattern?: [string, string];
  media_folder?: string;
  public_folder?: string;
  media_library?: { config?: { max_file_size?: number } };
}

interface CmsFile {
  name: string;
  label?: string;
  description?: string;
  file: string;
  format?: string;
  fields: CmsField[];
}

interface CmsConfig {
  collections: { files?: CmsFile[] }[];
}

const config = parse(readFileSync('editor/cms/config.yml', 'utf8'), { merge: true }) as CmsConfig;
const files = config.collections.flatMap((collection) => collection.files ?? []);

type Schema = z.core.$ZodType;

/** The schema under refinements and `.optional()`, and whether it was optional. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  const def = schema._zod.def as { type: string; innerType?: Schema };
  if (def.type === 'optional' && def.innerType) return { inner: unwrap(def.innerType).inner, optional: true };
  return { inner: schema, optional: false };
}

/** The fields of an object schema, by name. */
function shapeOf(schema: Schema): Record<string, Schema> {
  const def = unwrap(schema).inner._zod.def as unknown as { type: string; shape?: Record<string, Schema> };
  if (def.type !== 'object' || !def.shape) throw new Error(`not an object schema but a ${def.type}`);
  return def.shape;
}

/** What is wrong with `field` as the editor's box for a value of `schema`, at `where`; empty when nothing. */
function mismatches(schema: Schema, field: CmsField, where: string): string[] {
  const { inner, optional } = unwrap(schema);
  const def = inner._zod.def as {
    type: string;
    shape?: Record<string, Schema>;
    element?: Schema;
    entries?: Record<string, string>;
  };
  const problems: string[] = [];
  if (!field.label?.trim()) problems.push(`${where} has no label`);
  const widget = field.widget ?? 'string';
  // A box the editor lets staff leave empty must be one the schema lets be missing, and the other way
  // round; an empty list or an unticked box is still a value, so those may say `required: false`.
  const mayBeEmpty = field.required === false;
  if (optional ? !mayBeEmpty : mayBeEmpty && !['list', 'boolean'].includes(widget))
    problems.push(`${where}: required is ${String(field.required)}`);
  switch (def.type) {
    case 'object':
      if (widget !== 'object') problems.push(`${where} is an object, shown as ${widget}`);
      else problems.push(...objectMismatches(def.shape ?? {}, field.fields ?? [], where));
      break;
    case 'array': {
      if (widget !== 'list' || !def.element) {
        problems.push(`${where} is a list, shown as ${widget}`);
        break;
      }
      const element = unwrap(def.element).inner._zod.def.type;
      if (element === 'object' && field.fields)
        problems.push(...objectMismatches(shapeOf(def.element), field.fields, `${where}[]`));
      else if (element !== 'object' && field.field)
        problems.push(...mismatches(def.element, field.field, `${where}[]`));
      else problems.push(`${where}: a list of ${element} needs ${element === 'object' ? 'fields' : 'field'}`);
      break;
    }
    case 'number':
      if (widget !== 'number' || field.value_type !== 'int')
        problems.push(`${where} is a whole number, shown as ${widget}`);
      break;
    case 'boolean':
      if (widget !== 'boolean') problems.push(`${where} is yes or no, shown as ${widget}`);
      break;
    case 'enum': {
      const values = (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value));
      if (widget !== 'select') problems.push(`${where} is a choice, shown as ${widget}`);
      else if (
        [...values].sort().join() !==
        Object.values(def.entries ?? {})
          .sort()
          .join()
      )
        problems.push(`${where} offers ${values.join(', ')}`);
      break;
    }
    case 'string':
      if (!['string', 'text', 'image', 'file', 'markdown'].includes(widget))
        problems.push(`${where} is text, shown as ${widget}`);
      break;
    default:
      problems.push(`${where}: no check for a ${def.type}`);
  }
  return problems;
}

function objectMismatches(shape: Record<string, Schema>, fields: CmsField[], where: string): string[] {
  const names = fields.map((field) => field.name);
  const problems = [
    ...Object.keys(shape)
      .filter((key) => !names.includes(key))
      .map((key) => `${where}.${key} has no box in the editor`),
    ...names.filter((name) => !(name in shape)).map((name) => `${where}.${name} is not in the schema`),
  ];
  for (const field of fields) {
    const schema = shape[field.name];
    if (schema) problems.push(...mismatches(schema, field, where ? `${where}.${field.name}` : field.name));
  }
  return problems;
}

describe('the editor’s forms (editor/cms/config.yml)', () => {
  it('edit every data file the build checks, and no other', () => {
    expect(files.map((file) => file.file).sort()).toEqual(Object.keys(CONTENT_FILES).sort());
  });

  it.each(files.map((file) => [file.file, file] as const))(
    '%s: named and described for staff, saved as JSON',
    (_path, file) => {
      expect(file.label?.trim()).toBeTruthy();
      expect(file.description?.trim()).toBeTruthy();
      expect(file.format).toBe('json');
    },
  );

  it.each(files.map((file) => [file.file, file] as const))(
    '%s: a labelled box of the right kind for every field of its schema',
    (path, file) => {
      expect(objectMismatches(shapeOf(CONTENT_FILES[path as ContentFilePath]), file.fields, '')).toEqual([]);
    },
  );

  it('notices a box missing from a form, or of the wrong kind', () => {
    const shape = shapeOf(CONTENT_FILES['content/report.json']);
    const report = files.find((file) => file.file === 'content/report.json');
    if (!report) throw new Error('the editor has no form for content/report.json');
    const withoutYear = report.fields.filter((field) => field.name !== 'year');
    expect(objectMismatches(shape, withoutYear, '')).toEqual(['.year has no box in the editor']);
    const yearAsText = report.fields.map((field) => (field.name === 'year' ? { ...field, widget: 'string' } : field));
    expect(objectMismatches(shape, yearAsText, '')).toEqual(['year is a whole number, shown as string']);
  });

  it('upload the report’s PDF where the site serves it, refusing other files and files over the build’s limit', () => {
    const field = files
      .find((file) => file.file === 'content/report.json')
      ?.fields.find((reportField) => reportField.name === 'pdf');
    if (!field) throw new Error('the report form has no box for the PDF');
    expect(field.widget).toBe('file');
    expect(field.media_folder).toBe(`/public${field.public_folder ?? ''}`);
    const schema = CONTENT_FILES['content/report.json'].shape.pdf;
    const [pattern, message] = field.pattern ?? ['', ''];
    // What the editor accepts, the build accepts, and the other way round.
    for (const path of [`${field.public_folder ?? ''}/annual-report-2024.pdf`, '/reports/report.docx', '/images/a.pdf'])
      expect(new RegExp(pattern).test(path), path).toBe(schema.safeParse(path).success);
    expect(message).toMatch(/PDF/);
    expect(field.media_library?.config?.max_file_size).toBe(REPORT_PDF_MAX_BYTES);
    expect(field.hint).toContain(`${REPORT_PDF_MAX_BYTES / 1_000_000} MB`);
  });
});
