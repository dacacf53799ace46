// The readable diff of an edit (the API's `changes`: one entry per changed leaf; list items by
// id, e.g. 'founders[id=12].title'; an added or removed item has before or after null).

const EMPTY_VALUE = '(none)';

/** A value as a reader sees it: text as is, lists and objects as compact JSON. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'founders[id=12].title' → 'founders › #12 › title'. */
export function readablePath(path: string): string {
  return path
    .replace(/\[id=(-?\d+)\]/g, ' › #$1')
    .replace(/\[(\d+)\]/g, ' › $1')
    .replace(/\./g, ' › ')
    .replace(/_/g, ' ');
}

/** When the entry happened, the same on the server and in the browser (UTC). */
export function readableTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}
