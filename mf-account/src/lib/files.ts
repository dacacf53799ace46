// docs/product/account.md §13 "Images": at most 10 MB; jpeg, png, svg or webp. Checked before uploading
// (the API checks the content again, and answers 413/415 with the same texts).
import { CONTRIBUTION_MESSAGES } from './contributionMessages';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|svg|webp)$/i;
/** For <input type="file" accept>. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_TYPES, '.png', '.jpg', '.jpeg', '.svg', '.webp'].join(',');

const KB = 1024;
const MB = 1024 * KB;
/** Rounded up, so a file just over a limit never reads as within it. */
const upTo = (value: number, decimals: number) => Number((Math.ceil(value * 10 ** decimals) / 10 ** decimals).toFixed(decimals));

/** A file's size as people read it: '512 bytes', '24 KB', '10.1 MB' (1 MB = 1,048,576 bytes, as the limit counts). */
export function fileSizeText(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${upTo(bytes / KB, 0).toLocaleString('en-US')} KB`;
  return `${upTo(bytes / MB, 1).toLocaleString('en-US')} MB`;
}

/** The alert for a chosen file, or null when it may be uploaded. */
export function imageFileProblem(file: Pick<File, 'size' | 'type' | 'name'>, maxBytes = MAX_UPLOAD_BYTES): string | null {
  const typeOk = file.type ? (ACCEPTED_TYPES as readonly string[]).includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return CONTRIBUTION_MESSAGES.fileType;
  // The spec's words for its 10 MB; another limit the API announces is said the same way.
  if (file.size > maxBytes)
    return maxBytes === MAX_UPLOAD_BYTES ? CONTRIBUTION_MESSAGES.fileTooLarge : `File must be <${fileSizeText(maxBytes).replace(' ', '')}`;
  return null;
}

/** The hint by an upload: the accepted types and the size limit the form checks. */
export const uploadHint = (maxBytes = MAX_UPLOAD_BYTES, each = false) =>
  `PNG, JPG, SVG or WebP, up to ${fileSizeText(maxBytes)}${each ? ' each' : ''}.`;

/** 'image/png' → '.png', for the name a new project image is sent with ('-1.png'). */
export function extensionOf(file: Pick<File, 'type' | 'name'>): string {
  const fromName = /\.(png|jpe?g|svg|webp)$/i.exec(file.name)?.[0]?.toLowerCase();
  if (fromName) return fromName;
  return { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/svg+xml': '.svg', 'image/webp': '.webp' }[file.type] ?? '';
}
