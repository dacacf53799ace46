// After a conflict (409), the screen loads the current version; what the user had changed stays
// visible to copy: each top-level field of their mainData that differs from what they started
// from, as readable text.

export interface UnsavedChange {
  field: string;
  value: string;
}

function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

export function unsavedChanges(started: Record<string, unknown>, mine: Record<string, unknown>): UnsavedChange[] {
  const changes: UnsavedChange[] = [];
  for (const [field, value] of Object.entries(mine)) {
    if (field === 'version' || field === 'slug') continue;
    if (JSON.stringify(value) !== JSON.stringify(started[field])) changes.push({ field, value: readable(value) });
  }
  return changes;
}
