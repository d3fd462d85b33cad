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

/**
 * Where a form posts its pictures: single pictures (`logoImage` from `logoFile`), an optional
 * gallery, and rows with a photo each (`team.N.image` from `team.N.imageFile`). The startup profile
 * is the default; the investor profile posts a logo, cover and small image and `keyPeople` rows.
 */
export type PostedImageLayout = {
  singles: { field: string; file: string; kind: UploadKind }[];
  hasGallery: boolean;
  rows: { prefix: string; kind: UploadKind };
};

const STARTUP_LAYOUT: PostedImageLayout = {
  singles: [{ field: 'logoImage', file: 'logoFile', kind: 'logo' }],
  hasGallery: true,
  rows: { prefix: 'team', kind: 'team' },
};

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
function keptTeamRow(values: PostedForm['values'], index: number, rowField: RegExp): number | null {
  const filled = new Map<number, boolean>();
  for (const [name, value] of Object.entries(values)) {
    const match = rowField.exec(name);
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
export async function attachPostedImages(
  form: PostedForm,
  store: StoreImage,
  layout: PostedImageLayout = STARTUP_LAYOUT,
): Promise<FieldErrors> {
  const { values, formData } = form;
  const errors: FieldErrors = {};
  const { prefix } = layout.rows;
  const rowFile = new RegExp(`^${prefix}\\.(\\d{1,3})\\.imageFile$`);
  const rowField = new RegExp(`^${prefix}\\.(\\d{1,3})\\.([A-Za-z]+)$`);
  const rowImage = new RegExp(`^${prefix}\\.\\d{1,3}\\.image$`);
  const removed = new Set(listOf(values.removeImages));
  delete values.removeImages;
  for (const single of layout.singles) {
    const kept = listOf(values[single.field]).at(-1) ?? '';
    values[single.field] = removed.has(kept) ? '' : kept;
  }
  if (layout.hasGallery) {
    values.galleryImages = listOf(values.galleryImages).filter((key) => !removed.has(key));
  }
  for (const name of Object.keys(values)) {
    if (rowImage.test(name) && removed.has(listOf(values[name]).at(-1) ?? '')) values[name] = '';
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

  for (const single of layout.singles) {
    const file = chosenFile(formData.get(single.file));
    if (!file) continue;
    await attempt(
      single.kind,
      file,
      (key) => {
        values[single.field] = key;
      },
      () => single.field,
    );
  }

  const galleryFiles = !layout.hasGallery
    ? []
    : formData
        .getAll('galleryFiles')
        .map(chosenFile)
        .filter((file) => file !== null);
  const gallery = listOf(values.galleryImages);
  if (layout.hasGallery) values.galleryImages = gallery;
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
    const match = rowFile.exec(name);
    const file = chosenFile(value);
    if (!match || !file) continue;
    const row = Number(match[1]);
    await attempt(
      layout.rows.kind,
      file,
      (key) => {
        values[`${prefix}.${row}.image`] = key;
      },
      () => {
        const kept = keptTeamRow(values, row, rowField);
        return kept === null ? prefix : `${prefix}.${kept}.image`;
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
