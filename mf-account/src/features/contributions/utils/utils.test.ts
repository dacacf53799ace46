import { fieldId, pathCandidates, revealField } from '../../../lib/fieldPaths';
import { ACCEPT_ATTRIBUTE, extensionOf, fileSizeText, imageFileProblem, MAX_UPLOAD_BYTES, uploadHint } from '../../../lib/files';
import { CONTRIBUTION_MESSAGES } from '../../../lib/contributionMessages';
import { looksLikeAddress, stripScheme, withHttps } from './urls';
import { authorsFromText, nextTempId, organizationsSummary, parseYear, textOrNull } from './values';
import { editAccessRedirect } from './editAccess';
import { unsavedChanges } from '../../../lib/unsavedChanges';

describe('URLs (docs/product/account.md §13): a fixed https:// prefix, any prefix the user typed stripped', () => {
  it.each([
    ['http://x.org', 'x.org'],
    ['https://x.org/a?b=1', 'x.org/a?b=1'],
    ['HTTPS://X.org', 'X.org'],
    ['//x.org', 'x.org'],
    ['  x.org  ', 'x.org'],
    ['ftp://x.org', 'x.org'],
    ['', ''],
  ])('stripScheme(%p) → %p', (input, expected) => {
    expect(stripScheme(input)).toBe(expected);
  });

  it('stores https:// + the address, or null when empty', () => {
    expect(withHttps('http://cfs.energy')).toBe('https://cfs.energy');
    expect(withHttps('cfs.energy/about')).toBe('https://cfs.energy/about');
    expect(withHttps('   ')).toBeNull();
    expect(withHttps(null)).toBeNull();
  });

  it('checks the address looks like one (empty is fine)', () => {
    expect(looksLikeAddress('cfs.energy')).toBe(true);
    expect(looksLikeAddress('https://cfs.energy/path')).toBe(true);
    expect(looksLikeAddress('')).toBe(true);
    expect(looksLikeAddress('not an address')).toBe(false);
    expect(looksLikeAddress('localhost')).toBe(false);
  });
});

describe('image files (docs/product/account.md §13)', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts png, jpeg, svg and webp up to 10 MB', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.jpg', 'image/jpeg'],
      ['a.svg', 'image/svg+xml'],
      ['a.webp', 'image/webp'],
    ]) {
      expect(imageFileProblem(file(name!, type!))).toBeNull();
    }
    expect(imageFileProblem(file('a.png', 'image/png', MAX_UPLOAD_BYTES))).toBeNull();
  });

  it("'File must be <10MB' over 10 MB", () => {
    expect(imageFileProblem(file('a.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toBe('File must be <10MB');
    expect(CONTRIBUTION_MESSAGES.fileTooLarge).toBe('File must be <10MB');
  });

  it("'We only accept png, jpg/jpeg, svg, and webp' for any other type", () => {
    expect(imageFileProblem(file('a.gif', 'image/gif'))).toBe('We only accept png, jpg/jpeg, svg, and webp');
    expect(imageFileProblem(file('a.pdf', 'application/pdf'))).toBe('We only accept png, jpg/jpeg, svg, and webp');
    // No declared type: by name.
    expect(imageFileProblem(file('a.bmp', ''))).toBe('We only accept png, jpg/jpeg, svg, and webp');
    expect(imageFileProblem(file('a.jpeg', ''))).toBeNull();
  });

  it('says sizes as people read them, rounded up so a file just over the limit never reads as within it', () => {
    expect(fileSizeText(1)).toBe('1 byte');
    expect(fileSizeText(512)).toBe('512 bytes');
    expect(fileSizeText(24 * 1024 + 1)).toBe('25 KB');
    expect(fileSizeText(MAX_UPLOAD_BYTES)).toBe('10 MB');
    expect(fileSizeText(MAX_UPLOAD_BYTES + 1)).toBe('10.1 MB');
    expect(fileSizeText(1234 * 1024 * 1024)).toBe('1,234 MB');
    expect(uploadHint()).toBe('PNG, JPG, SVG or WebP, up to 10 MB.');
    expect(uploadHint(5 * 1024 * 1024, true)).toBe('PNG, JPG, SVG or WebP, up to 5 MB each.');
  });

  it('names the extension a new image is sent with, and the accept list', () => {
    expect(extensionOf({ name: 'photo.JPG', type: 'image/jpeg' })).toBe('.jpg');
    expect(extensionOf({ name: 'blob', type: 'image/webp' })).toBe('.webp');
    expect(ACCEPT_ATTRIBUTE).toContain('image/svg+xml');
  });
});

describe('values', () => {
  it('gives new items temporary negative ids (docs/product/account.md §12)', () => {
    expect(nextTempId([])).toBe(-1);
    expect(nextTempId([{ id: 4 }, { id: 9 }])).toBe(-1);
    expect(nextTempId([{ id: 4 }, { id: -1 }, { id: -3 }])).toBe(-4);
  });

  it('parses years to integers; invalid values become null (docs/product/account.md §13)', () => {
    expect(parseYear('2021')).toBe(2021);
    expect(parseYear(' 1999 ')).toBe(1999);
    expect(parseYear('20x1')).toBeNull();
    expect(parseYear('2021.5')).toBeNull();
    expect(parseYear('')).toBeNull();
    expect(parseYear(null)).toBeNull();
    expect(parseYear(2030)).toBe(2030);
  });

  it("summarises organizations as the first name and 'and N others' (docs/product/account.md §12)", () => {
    expect(organizationsSummary([])).toBe('None');
    expect(organizationsSummary(['CFS'])).toBe('CFS');
    expect(organizationsSummary(['CFS', 'MIT PSFC'])).toBe('CFS and 1 others');
    expect(organizationsSummary(['CFS', 'MIT PSFC', 'Eni'])).toBe('CFS and 2 others');
  });

  it('trims optional text to null, splits authors', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' a ')).toBe('a');
    expect(authorsFromText(' A. Creely,  B. Sorbom ,, ')).toEqual(['A. Creely', 'B. Sorbom']);
  });
});

describe('field paths: the API names the field at fault', () => {
  it('maps a path to the input id, with its parents as fallbacks', () => {
    expect(fieldId('founders[2].name')).toBe('contrib-founders-2-name');
    expect(fieldId('display_name')).toBe('contrib-display_name');
    expect(pathCandidates('supply_chain[1].slug')).toEqual(['supply_chain[1].slug', 'supply_chain[1]', 'supply_chain']);
    expect(pathCandidates('display_name')).toEqual(['display_name']);
  });

  it('scrolls to and focuses the input (or its closest parent)', () => {
    document.body.innerHTML = '<input id="contrib-founders-2-name"><ul id="contrib-supply_chain" tabindex="-1"></ul>';
    const scroll = jest.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    expect(revealField('founders[2].name')).toBe(document.activeElement);
    expect(scroll).toHaveBeenCalled();
    expect(revealField('supply_chain[4].slug')?.id).toBe('contrib-supply_chain');
    expect(revealField('unknown')).toBeNull();
    expect(revealField(undefined)).toBeNull();
  });
});

describe('edit access (docs/product/account.md §10)', () => {
  const forbidden = (message: string) => Object.assign(new Error(message), { status: 403 });
  it('no approved claim → the detail page; unverified → /profile; 404 and others → stay', () => {
    expect(editAccessRedirect(forbidden('You do not have edit access to this organization.'), 'organization', 'cfs')).toBe(
      '/organizations/cfs',
    );
    expect(editAccessRedirect(forbidden('You do not have edit access to this project.'), 'project', 'sparc')).toBe('/projects/sparc');
    expect(
      editAccessRedirect(
        forbidden('Please verify your email address before editing. You can ask for a new link from your profile.'),
        'organization',
        'cfs',
      ),
    ).toBe('/profile');
    // The dehydrated form of the error (server render → browser).
    expect(
      editAccessRedirect({ name: 'ApiError', message: 'Please verify your email address before editing.', status: 403 }, 'project', 'x'),
    ).toBe('/profile');
    expect(editAccessRedirect(Object.assign(new Error('Organization not found.'), { status: 404 }), 'organization', 'cfs')).toBeNull();
    expect(editAccessRedirect(null, 'organization', 'cfs')).toBeNull();
  });
  it('signed out (401: the session ended) → /sign-in, back to the edit screen after', () => {
    const signedOut = Object.assign(new Error('Authentication credentials were not provided.'), { status: 401 });
    expect(editAccessRedirect(signedOut, 'organization', 'cfs')).toBe('/sign-in?next=%2Forganizations%2Fcfs%2Fedit');
  });
});

it("lists the user's unsaved changes after a conflict, readable", () => {
  expect(
    unsavedChanges(
      { slug: 'x', version: 1, display_name: 'Old', city: null, founders: [] },
      { slug: 'x', version: 1, display_name: 'New', city: null, founders: [{ id: -1, name: 'Ada', title: null }] },
    ),
  ).toEqual([
    { field: 'display_name', value: 'New' },
    { field: 'founders', value: JSON.stringify([{ id: -1, name: 'Ada', title: null }], null, 2) },
  ]);
});
