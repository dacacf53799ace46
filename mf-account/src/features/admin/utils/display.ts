// How an admin list shows a value: option labels for selects, Yes/No, lists joined, dates as
// written, '—' for nothing.
import type { AdminEntity, AdminField } from '../api/types';

export const NONE = '—';

export function columnLabel(entity: AdminEntity, name: string): string {
  if (name === 'title') return entity.fields.find((field) => field.name === entity.title_field)?.label ?? 'Title';
  return entity.fields.find((field) => field.name === name)?.label ?? name.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

export function displayValue(field: AdminField | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const label = (item: unknown) => field?.options?.find((option) => option.value === String(item))?.label ?? String(item);
  if (Array.isArray(value)) return value.length ? value.map(label).join(', ') : NONE;
  if (typeof value === 'object') return JSON.stringify(value);
  return label(value);
}
