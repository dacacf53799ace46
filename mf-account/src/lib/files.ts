// docs/product/account.md §13 "Images": at most 10 MB; jpeg, png, svg or webp. Checked before uploading
// (the API checks the content again, and answers 413/415 with the same texts).
import { CONTRIBUTION_MESSAGES } from './contributionMessages';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|svg|webp)$/i;
/** For <input type="file" accept>. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_TYPES, '.png', '.jpg', '.jpeg', '.svg', '.webp'].join(',');

/** The alert for a chosen file, or null when it may be uploaded. */
export function imageFileProblem(file: Pick<File, 'size' | 'type' | 'name'>, maxBytes = MAX_UPLOAD_BYTES): string | null {
  const typeOk = file.type ? (ACCEPTED_TYPES as readonly string[]).includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return CONTRIBUTION_MESSAGES.fileType;
  if (file.size > maxBytes) return CONTRIBUTION_MESSAGES.fileTooLarge;
  return null;
}

/** 'image/png' → '.png', for the name a new project image is sent with ('-1.png'). */
export function extensionOf(file: Pick<File, 'type' | 'name'>): string {
  const fromName = /\.(png|jpe?g|svg|webp)$/i.exec(file.name)?.[0]?.toLowerCase();
  if (fromName) return fromName;
  return { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/svg+xml': '.svg', 'image/webp': '.webp' }[file.type] ?? '';
}
