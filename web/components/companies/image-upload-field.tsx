import { type ChangeEvent, createContext, useContext, useEffect, useRef, useState } from 'react';
import { imageUrl } from '#domain/content/image-sizes.ts';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_MAX_BYTES,
  UPLOAD_FIELD_NAME,
} from '#domain/content/image-upload-rules.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useFieldId } from '../ui/form-controls.tsx';

/**
 * How many pictures of the form are on their way to the server: the form's buttons wait for them,
 * so a save never leaves out a picture that is still uploading.
 */
export const UploadsInFlight = createContext<{ change: (delta: number) => void }>({ change: () => {} });

type UploadAnswer = { ok: true; key: string } | { ok: false; message: string };

/**
 * `POST /api/upload/{kind}` with XMLHttpRequest, whose upload events tell the progress (fetch has
 * none). The answer's message is the server's (e.g. 'Please upload a PNG, JPEG or WebP image').
 */
function uploadImage(
  kind: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload/${encodeURIComponent(kind)}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      const body = xhr.response as { key?: unknown; message?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.key === 'string') {
        resolve({ ok: true, key: body.key });
      } else {
        resolve({
          ok: false,
          message:
            typeof body?.message === 'string' && body.message
              ? body.message
              : xhr.status === 413
                ? IMAGE_TOO_LARGE_MESSAGE
                : 'The upload failed, please try again',
        });
      }
    });
    xhr.addEventListener('error', () =>
      resolve({ ok: false, message: 'Could not reach the server, please try again' }),
    );
    const body = new FormData();
    body.append(UPLOAD_FIELD_NAME, file);
    xhr.send(body);
  });
}

type Progress = { fileName: string; loaded: number; total: number };

/**
 * A logo, gallery or team-photo field of the profile form. The chosen keys travel in hidden inputs
 * named `name` (one per picture).
 *  - With JavaScript, choosing a file uploads it at once to `/api/upload/{kind}` with a visible,
 *    labelled progress bar; the answer's key joins the hidden inputs and a preview shows it, with a
 *    Remove button. The file input itself has no name then, so the form never posts the file again.
 *  - Without JavaScript, the same file input (named `fileName`) posts the file inside the multipart
 *    form and the page action stores it through the same upload service; a "Remove" check box
 *    (`removeImages`) drops a picture on save.
 */
export function ImageUploadField({
  label,
  hint,
  kind,
  name,
  fileName,
  initialKeys,
  max,
  error,
  previewAlt,
  previewShape = 'square',
}: {
  label: string;
  hint?: string;
  kind: 'image' | 'logo' | 'gallery' | 'team';
  name: string;
  fileName: string;
  initialKeys: readonly string[];
  /** How many pictures the field holds (1: choosing another replaces it). */
  max: number;
  error?: string | undefined;
  /** The preview's alternative text for picture `index` (0-based). */
  previewAlt: (index: number) => string;
  previewShape?: 'square' | 'wide';
}) {
  // Named after the field inside a long form's `FieldIds` (its error summary links here).
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const progressId = `${id}-progress`;
  const isHydrated = useHydrated();
  const inFlight = useContext(UploadsInFlight);
  const [keys, setKeys] = useState<string[]>(() => [...initialKeys]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const shownError = clientError ?? error;
  const isMultiple = max > 1;
  const isFull = isMultiple && keys.length >= max;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    if (!isHydrated) return;
    const files = [...(event.currentTarget.files ?? [])];
    // The files go up now; the input is emptied so the form never carries them.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setClientError(null);
    const room = isMultiple ? max - keys.length : 1;
    if (files.length > room) {
      setClientError(`You can add ${room === 1 ? 'one more image' : `${room} more images`} here`);
      return;
    }
    inFlight.change(1);
    try {
      for (const file of files) {
        if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
          setClientError(IMAGE_TOO_LARGE_MESSAGE);
          return;
        }
        setProgress({ fileName: file.name, loaded: 0, total: file.size });
        const answer = await uploadImage(kind, file, (loaded, total) =>
          setProgress({ fileName: file.name, loaded, total }),
        );
        if (!isMounted.current) return;
        setProgress(null);
        if (!answer.ok) {
          setClientError(answer.message);
          return;
        }
        setKeys((current) => (isMultiple ? [...current, answer.key] : [answer.key]));
        setAnnouncement(`${file.name} is uploaded`);
      }
    } finally {
      if (isMounted.current) setProgress(null);
      inFlight.change(-1);
    }
  };

  const remove = (key: string) => {
    setKeys((current) => current.filter((k) => k !== key));
    setAnnouncement('The image is removed; save to keep the change');
    inputRef.current?.focus();
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const describedBy =
    [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {keys.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {keys.map((key, index) => (
            <li key={key} className="flex flex-col items-start gap-1">
              <input type="hidden" name={name} value={key} />
              <img
                src={imageUrl(previewShape === 'wide' ? 'listing' : 'thumbnail', key)}
                alt={previewAlt(index)}
                width={previewShape === 'wide' ? 192 : 96}
                height={previewShape === 'wide' ? 108 : 96}
                className={`rounded-md border border-slate-200 bg-white object-cover ${previewShape === 'wide' ? 'h-[108px] w-48' : 'h-24 w-24'}`}
              />
              {isHydrated ? (
                <button
                  type="button"
                  onClick={() => remove(key)}
                  className="text-sm font-semibold text-red-700 hover:underline"
                  aria-label={`Remove ${previewAlt(index)}`}
                >
                  Remove
                </button>
              ) : (
                <span className="flex items-center gap-1 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    id={`${id}-remove-${index}`}
                    name="removeImages"
                    value={key}
                    className="h-4 w-4 rounded border-slate-400"
                  />
                  <label htmlFor={`${id}-remove-${index}`}>
                    Remove <span className="sr-only">{previewAlt(index)}</span>
                  </label>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        // Without JavaScript the file is posted with the form; with it, it is uploaded on choice.
        name={isHydrated ? undefined : fileName}
        multiple={isMultiple}
        disabled={isFull || progress !== null}
        onChange={onChange}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 disabled:opacity-60"
      />
      {progress && (
        <div className="space-y-1">
          <label htmlFor={progressId} className="block text-sm text-slate-700">
            Uploading {progress.fileName}: {percent}%
          </label>
          <progress id={progressId} value={progress.loaded} max={progress.total || 1} className="h-2 w-full">
            {percent}%
          </progress>
        </div>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
