/** Joins the class names that apply; `false` and `undefined` stand for the ones that don't. */
export function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
