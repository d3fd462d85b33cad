import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CV_ACCEPT,
  CV_MAX_BYTES,
  CV_TOO_LARGE_MESSAGE,
  CV_UPLOAD_FIELD_NAME,
  formatFileSize,
} from '#domain/applications/cv-rules.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

type UploadAnswer =
  | { ok: true; key: string; fileName: string; bytes: number; pageCount: number }
  | { ok: false; message: string };

/**
 * `POST /api/upload/cv` with XMLHttpRequest, whose upload events tell the progress (fetch has none).
 * The answer's message is the server's (e.g. 'Please upload your CV as a PDF').
 */
function uploadCv(file: File, onProgress: (loaded: number, total: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload/cv');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      const body = xhr.response as Record<string, unknown> | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.key === 'string') {
        resolve({
          ok: true,
          key: body.key,
          fileName: typeof body.fileName === 'string' ? body.fileName : file.name,
          bytes: typeof body.bytes === 'number' ? body.bytes : file.size,
          pageCount: typeof body.pageCount === 'number' ? body.pageCount : 1,
        });
      } else {
        resolve({
          ok: false,
          message:
            typeof body?.message === 'string' && body.message
              ? body.message
              : xhr.status === 413
                ? CV_TOO_LARGE_MESSAGE
                : 'The upload failed, please try again',
        });
      }
    });
    xhr.addEventListener('error', () =>
      resolve({ ok: false, message: 'Could not reach the server, please try again' }),
    );
    const body = new FormData();
    body.append(CV_UPLOAD_FIELD_NAME, file);
    xhr.send(body);
  });
}

export type ChosenCv = { key: string; fileName: string; description: string };

/**
 * A CV field (quick apply settings, the apply form). The chosen CV travels as hidden inputs
 * `cvFile` (its storage key) and `cvFileName`.
 *  - With JavaScript, choosing a PDF uploads it at once to `/api/upload/cv` with a visible, labelled
 *    progress bar; the answer's key goes into the hidden input. The file input has no name then, so
 *    the form never posts the file again.
 *  - Without JavaScript, the file input (named `fileInputName`) posts the file inside the multipart
 *    form and the page action stores it through the same upload service.
 */
export function CvUploadField({
  label,
  hint,
  fileInputName,
  initial,
  error,
  onBusyChange,
  onUploaded,
}: {
  label: string;
  hint?: string;
  fileInputName: string;
  /** A CV already uploaded with this form (a refused form comes back with it). */
  initial: { key: string; fileName: string } | null;
  error?: string | undefined;
  onBusyChange?: (isBusy: boolean) => void;
  onUploaded?: (cv: ChosenCv) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const progressId = `${id}-progress`;
  const isHydrated = useHydrated();
  const [chosen, setChosen] = useState<ChosenCv | null>(() =>
    initial ? { ...initial, description: initial.fileName } : null,
  );
  const [progress, setProgress] = useState<{ fileName: string; loaded: number; total: number } | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const shownError = clientError ?? error;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    if (!isHydrated) return;
    const file = event.currentTarget.files?.[0];
    // The file goes up now; the input is emptied so the form never carries it.
    event.currentTarget.value = '';
    if (!file) return;
    setClientError(null);
    if (file.size > CV_MAX_BYTES) {
      setClientError(CV_TOO_LARGE_MESSAGE);
      return;
    }
    onBusyChange?.(true);
    try {
      setProgress({ fileName: file.name, loaded: 0, total: file.size });
      const answer = await uploadCv(file, (loaded, total) =>
        setProgress({ fileName: file.name, loaded, total }),
      );
      if (!isMounted.current) return;
      setProgress(null);
      if (!answer.ok) {
        setClientError(answer.message);
        return;
      }
      const pages = answer.pageCount === 1 ? '1 page' : `${answer.pageCount} pages`;
      const cv = {
        key: answer.key,
        fileName: answer.fileName,
        description: `${answer.fileName} (${pages}, ${formatFileSize(answer.bytes)})`,
      };
      setChosen(cv);
      onUploaded?.(cv);
      setAnnouncement(`${answer.fileName} is uploaded`);
    } finally {
      if (isMounted.current) setProgress(null);
      onBusyChange?.(false);
    }
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
      <input type="hidden" name="cvFile" value={chosen?.key ?? ''} />
      <input type="hidden" name="cvFileName" value={chosen?.fileName ?? ''} />
      <input
        id={id}
        type="file"
        accept={CV_ACCEPT}
        // Without JavaScript the file is posted with the form; with it, it is uploaded on choice.
        name={isHydrated ? undefined : fileInputName}
        disabled={progress !== null}
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
      {chosen && !progress && (
        <p className="text-sm text-green-800">
          <span className="font-semibold">Uploaded:</span> {chosen.description}
        </p>
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
