/**
 * The profile form without JavaScript posts its pictures inside the multipart form (`logoFile`,
 * `galleryFiles`, `team.N.imageFile`) and drops kept ones with the `removeImages` check boxes. The
 * page action hands each file to the same upload service as `POST /api/upload/{type}` (content
 * check, limits, re-encoding, ownership row) and puts the stored keys where the JavaScript form
 * would have put them (`logoImage`, `galleryImages`, `team.N.image`), so one schema reads both.
 */
import { GALLERY_MAX_IMAGES, GALLERY_MESSAGE } from '#domain/companies/company-profile.schema.ts';
import type { UploadKind } from '#domain/content/image-upload-rules.ts';
import { isAppError } from '#domain/errors.ts';
import { readIndexedGroups } from '#domain/forms/form-fields.ts';
import type { PostedForm } from './form-action.server.ts';

type StoreImage = (kind: UploadKind, data: Uint8Array) => Promise<{ key: string }>;
type FieldErrors = Record<string, string[]>;

const TEAM_FILE = /^team\.(\d{1,3})\.imageFile$/;
const TEAM_FIELD = /^team\.(\d{1,3})\.([A-Za-z]+)$/;

function listOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * The position of team row `index` among the rows the form keeps (blank rows are dropped, see
 * `readIndexedGroups`), or null when the row is blank.
 */
function keptTeamRow(values: PostedForm['values'], index: number): number | null {
  const filled = new Map<number, boolean>();
  for (const [name, value] of Object.entries(values)) {
    const match = TEAM_FIELD.exec(name);
    if (!match) continue;
    const row = Number(match[1]);
    const text = Array.isArray(value) ? (value[value.length - 1] ?? '') : value;
    filled.set(row, (filled.get(row) ?? false) || text.trim() !== '');
  }
  if (!filled.get(index)) return null;
  const kept = [...filled.entries()]
    .filter(([, isFilled]) => isFilled)
    .map(([row]) => row)
    .sort((a, b) => a - b);
  return kept.indexOf(index);
}

/**
 * Applies the posted removals and stores the posted files, changing `form.values` in place (so a
 * refused form comes back with the pictures already stored). Returns field errors for refused files.
 */
export async function attachPostedImages(form: PostedForm, store: StoreImage): Promise<FieldErrors> {
  const { values, formData } = form;
  const errors: FieldErrors = {};
  const removed = new Set(listOf(values.removeImages));
  delete values.removeImages;
  const logo = listOf(values.logoImage).at(-1) ?? '';
  values.logoImage = removed.has(logo) ? '' : logo;
  values.galleryImages = listOf(values.galleryImages).filter((key) => !removed.has(key));
  for (const name of Object.keys(values)) {
    if (/^team\.\d{1,3}\.image$/.test(name) && removed.has(listOf(values[name]).at(-1) ?? ''))
      values[name] = '';
  }

  const attempt = async (
    kind: UploadKind,
    file: File,
    onStored: (key: string) => void,
    errorPath: () => string,
  ) => {
    try {
      onStored((await store(kind, await bytesOf(file))).key);
    } catch (error) {
      if (!isAppError(error) || error.code === 'INTERNAL') throw error;
      errors[errorPath()] = [error.message];
    }
  };

  const logoFile = chosenFile(formData.get('logoFile'));
  if (logoFile) {
    await attempt(
      'logo',
      logoFile,
      (key) => {
        values.logoImage = key;
      },
      () => 'logoImage',
    );
  }

  const galleryFiles = formData
    .getAll('galleryFiles')
    .map(chosenFile)
    .filter((file) => file !== null);
  const gallery = values.galleryImages;
  if (gallery.length + galleryFiles.length > GALLERY_MAX_IMAGES) {
    errors.galleryImages = [GALLERY_MESSAGE];
  } else {
    for (const file of galleryFiles) {
      if (errors.galleryImages) break;
      await attempt(
        'gallery',
        file,
        (key) => gallery.push(key),
        () => 'galleryImages',
      );
    }
  }

  for (const [name, value] of formData.entries()) {
    const match = TEAM_FILE.exec(name);
    const file = chosenFile(value);
    if (!match || !file) continue;
    const row = Number(match[1]);
    await attempt(
      'team',
      file,
      (key) => {
        values[`team.${row}.image`] = key;
      },
      () => {
        const kept = keptTeamRow(values, row);
        return kept === null ? 'team' : `team.${kept}.image`;
      },
    );
  }
  return errors;
}

/**
 * Renumbers the posted rows `prefix.N.field` as the schema reads them: blank rows dropped, the rest
 * 0, 1, 2, … So error paths (`team.1.name`) and the refused form's rows point at the same row.
 */
export function compactPostedRows(values: PostedForm['values'], prefix: string): void {
  const rows = readIndexedGroups(values, prefix);
  const pattern = new RegExp(`^${prefix}\\.\\d{1,3}\\.[A-Za-z]+$`);
  for (const name of Object.keys(values)) if (pattern.test(name)) delete values[name];
  rows.forEach((row, index) => {
    for (const [field, value] of Object.entries(row)) values[`${prefix}.${index}.${field}`] = value;
  });
}
