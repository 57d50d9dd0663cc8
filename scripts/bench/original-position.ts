import { originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';

/**
 * The source position of a built one, or undefined where the map has none. Chrome's trace leaves
 * the line out of some frames of a script, and trace-mapping throws for a line that is not a number:
 * that must not end a whole measurement.
 */
export function originalPosition(
  map: TraceMap,
  line: number,
  column: number,
): ReturnType<typeof originalPositionFor> | undefined {
  try {
    return originalPositionFor(map, { line, column });
  } catch {
    return undefined;
  }
}
