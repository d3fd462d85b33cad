import type { FormFailure } from '../../lib/form-result.ts';

/** What needs a second, explicit click before anything is mailed. */
export type PendingConfirm =
  | { kind: 'reject'; ids: string[] }
  | { kind: 'send-rejections'; jobId: string | null };

/** What the board's and the candidate page's action answers (see applicant-board.server.ts). */
export type PipelineActionData =
  | FormFailure
  | { ok: true; intent: string; message: string; focusId?: string }
  | { ok: true; intent: 'confirm'; message: string; confirm: PendingConfirm };

export function pendingConfirmOf(data: PipelineActionData | undefined): PendingConfirm | null {
  return data?.ok && 'confirm' in data ? data.confirm : null;
}
