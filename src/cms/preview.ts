/**
 * The editor's preview (Decap CMS): each part drawn roughly as its page draws it (editor/cms/preview.css),
 * with the React Decap puts on `window`, so it adds no library. It follows the forms' own fields
 * (editor/cms/config.yml), so a new field shows without a change here.
 */

/** What Decap passes a preview template: the entry being edited and its form's fields. */
interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): unknown } | string | undefined };
  fields: { toJS(): CmsField[] };
  collection?: { toJS(): { files?: { name: string; label?: string }[] } };
  getAsset(path: string): { toString(): string } | string | undefined;
}

interface CmsField {
  name: string;
  label?: string;
  widget?: string;
  field?: CmsField;
  fields?: CmsField[];
  options?: ({ label: string; value: string } | string)[];
}

type Node = unknown;
type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: Node[]) => Node;

interface DecapWindow {
  CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(url: string): void;
  };
  h: CreateElement;
  createClass(spec: { render(this: { props: PreviewProps }): Node }): unknown;
}

/** The editor's parts (the `name` of each file in editor/cms/config.yml); a unit test keeps them in step. */
export const PREVIEWED_FILES = [
  'home',
  'mission-vision',
  'about',
  'team',
  'program-cards',
  'programs',
  'impact',
  'stories',
  'report',
  'donations',
  'site',
  'privacy',
  'terms',
  'pages',
] as const;

/** Field names that the site shows as headings, and those that describe a photo rather than show. */
const HEADING_NAMES = new Set(['heading', 'title', 'name']);
const DESCRIPTION_NAMES = new Set(['alt', 'photoAlt', 'posterAlt']);

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's value as words: the data files hold only texts, numbers and yes-or-no below their lists. */
const words = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The description of the photo in `field`, from its sibling (`alt`, `photoAlt`, `posterAlt`). */
function photoDescription(parent: Data, field: CmsField): string {
  const sibling = field.name === 'src' ? 'alt' : `${field.name}Alt`;
  const value = parent[sibling];
  return typeof value === 'string' ? value : '';
}

function optionLabel(field: CmsField, value: unknown): string {
  const option = field.options?.find((item) => (typeof item === 'string' ? item : item.value) === value);
  return option === undefined ? words(value) : typeof option === 'string' ? option : option.label;
}

/** h2 to h6: deeper parts of a file keep the last level. */
const heading = (depth: number): string => `h${String(Math.min(depth, 6))}`;

export function renderPreview(h: CreateElement, props: PreviewProps): Node {
  const assetUrl = (path: string): string => String(props.getAsset(path) ?? path);

  /** One field's value, drawn as the site draws that kind of thing; `depth` picks the heading level. */
  const draw = (field: CmsField, value: unknown, parent: Data, depth: number): Node => {
    if (value === undefined || value === null || value === '') return null;
    const widget = field.widget ?? 'string';
    const key = field.name;
    if (DESCRIPTION_NAMES.has(field.name)) return null;
    if (widget === 'image' && typeof value === 'string')
      return h('img', { key, className: 'preview-photo', src: assetUrl(value), alt: photoDescription(parent, field) });
    if (widget === 'file' && typeof value === 'string')
      return h('video', { key, className: 'preview-video', src: assetUrl(value), controls: true, preload: 'none' });
    if (widget === 'number') return h('p', { key, className: 'preview-figure' }, words(value));
    if (widget === 'boolean')
      return value === true ? h('p', { key, className: 'preview-note' }, field.label ?? '') : null;
    if (widget === 'select') return h('p', { key, className: 'preview-tag' }, optionLabel(field, value));
    if (widget === 'object' && isData(value)) return drawGroup(field, value, depth);
    if (widget === 'list' && Array.isArray(value)) {
      if (field.fields)
        return h(
          'div',
          { key, className: 'preview-cards' },
          ...value.map((item: unknown, index) =>
            isData(item)
              ? h('article', { key: index, className: 'preview-card' }, ...drawBlock(field.fields ?? [], item, depth))
              : null,
          ),
        );
      return h(
        'ul',
        { key, className: 'preview-list' },
        ...value.map((item: unknown, index) => h('li', { key: index }, words(item))),
      );
    }
    if (HEADING_NAMES.has(field.name)) return h(heading(depth), { key }, words(value));
    return h('p', { key, className: widget === 'text' ? 'preview-text' : undefined }, words(value));
  };

  /** A group's or card's fields: its heading at `depth`, its contents one level below, as on the site. */
  const drawBlock = (fields: CmsField[], data: Data, depth: number): Node[] =>
    fields.map((field) => draw(field, data[field.name], data, HEADING_NAMES.has(field.name) ? depth : depth + 1));

  /** A part of the page; one without a heading of its own is headed by its label from the form. */
  const drawGroup = (field: CmsField, data: Data, depth: number): Node => {
    const fields = field.fields ?? [];
    const hasHeading = fields.some((item) => HEADING_NAMES.has(item.name) && typeof data[item.name] === 'string');
    return h(
      'section',
      { key: field.name, className: 'preview-section' },
      hasHeading ? null : h(heading(depth), { className: 'preview-label' }, field.label ?? field.name),
      ...drawBlock(fields, data, depth),
    );
  };

  /** The file's own fields, under the h1: like a group's when the file has a heading of its own. */
  const drawFile = (fields: CmsField[], data: Data): Node[] =>
    fields.some((field) => HEADING_NAMES.has(field.name) && typeof data[field.name] === 'string')
      ? drawBlock(fields, data, 2)
      : fields.map((field) => draw(field, data[field.name], data, 2));

  const entryData = props.entry.getIn(['data']);
  const data = typeof entryData === 'object' ? entryData.toJS() : undefined;
  const slug = props.entry.getIn(['slug']);
  // The page's one h1 is the part's name ("Home page"), as the form above it says; its headings follow.
  const title = props.collection?.toJS().files?.find((file) => file.name === slug)?.label ?? 'Preview';
  return h(
    'main',
    { className: 'preview-page' },
    h('h1', { className: 'preview-title' }, title),
    ...(isData(data) ? drawFile(props.fields.toJS(), data) : []),
  );
}

if (typeof window !== 'undefined' && 'CMS' in window) {
  const decap = window as unknown as DecapWindow;
  const template = decap.createClass({
    render() {
      return renderPreview(decap.h, this.props);
    },
  });
  decap.CMS.registerPreviewStyle('/cms/preview.css');
  for (const name of PREVIEWED_FILES) decap.CMS.registerPreviewTemplate(name, template);
}
