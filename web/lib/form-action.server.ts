/**
 * Page actions (React Router) for posted forms: read the form, check it with the domain schema the
 * API uses, and turn a refusal into a `FormFailure` answered with its status, so the page shows the
 * errors beside the fields, with or without JavaScript.
 *
 *   export async function action({ request, context, params }: Route.ActionArgs) {
 *     const form = await readForm(request);
 *     return runFormAction(form, async () => {
 *       const input = parseForm(UpdateThingInput, form.values);
 *       await services.updateThing(me.id, input);
 *       return redirect('/done');
 *     });
 *   }
 */
import { data } from 'react-router';
import type { z } from 'zod';
import { AppError, isAppError } from '#domain/errors.ts';
import { formDataToObject } from '#domain/forms/form-fields.ts';
import type { FormFailure } from './form-result.ts';

export type PostedForm = {
  values: Record<string, string | string[]>;
  /** The submit button's `intent` value, when the form has several buttons or the page several forms. */
  intent: string | undefined;
  formData: FormData;
};

/** Values that never travel back to the page (the browser must not re-render a password). */
const SECRET_FIELD = /password/i;

export async function readForm(request: Request): Promise<PostedForm> {
  const formData = await request.formData();
  const values = withQuestionAnswer(formDataToObject(formData));
  const intent = typeof values.intent === 'string' ? values.intent : undefined;
  return { values, intent, formData };
}

/** The schema's output, or a VALIDATION AppError with a message per field path. */
export function parseForm<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION', FORM_FIX_MESSAGE, issueFieldErrors(parsed.error.issues));
}

export const FORM_FIX_MESSAGE = 'Please correct the fields marked below';

/** Zod's issues as field errors by path (`team.0.name`), every message of a field kept in order. */
export function issueFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}

/** `extra` errors added after `errors`, for fields that have none yet (the first error of a field wins). */
export function addMissingFieldErrors(
  errors: Record<string, string[]>,
  extra: Record<string, string[]>,
): Record<string, string[]> {
  const merged = { ...errors };
  for (const [key, messages] of Object.entries(extra)) if (!(key in merged)) merged[key] = messages;
  return merged;
}

/** A refusal as the page shows it, answered with the error's status (422 for field errors). */
export function formFailure(error: AppError, form: PostedForm) {
  const fieldErrors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
    const first = messages[0];
    if (first && !(key in fieldErrors)) fieldErrors[key.replace(/^body\./, '')] = first;
  }
  const values = Object.fromEntries(Object.entries(form.values).filter(([name]) => !SECRET_FIELD.test(name)));
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const body: FormFailure = {
    ok: false,
    fieldErrors,
    formError: hasFieldErrors && error.code === 'VALIDATION' ? null : error.message,
    values,
    ...(form.intent ? { intent: form.intent } : {}),
  };
  // Over a rate limit (429): when to try again, as the API says it.
  const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
  return data(body, { status: error.status, ...(headers ? { headers } : {}) });
}

/**
 * Runs the action's work; an AppError it throws (validation, conflict, not found…) becomes the
 * form's failure. Anything else is a bug and reaches the error page.
 */
export async function runFormAction<T>(form: PostedForm, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error) && error.code !== 'INTERNAL') return formFailure(error, form);
    throw error;
  }
}

/**
 * Without JavaScript the robot check is a question (ADR 033; `CaptchaField`'s noscript part): its
 * token and the typed answer become the `reCaptchaResponse` the services verify, so every form that
 * takes the captcha takes the answer too. A solved widget wins when both are there.
 */
function withQuestionAnswer(values: Record<string, string | string[]>): Record<string, string | string[]> {
  const { captchaQuestionToken: token, captchaQuestionAnswer: answer, ...rest } = values;
  // No answer typed: the captcha is missing, as an unsolved widget is ('Please verify you are not a robot').
  if (typeof token !== 'string' || typeof answer !== 'string' || answer.trim() === '') return rest;
  if (typeof rest.reCaptchaResponse === 'string' && rest.reCaptchaResponse !== '') return rest;
  return { ...rest, reCaptchaResponse: `question:${token}:${answer}` };
}
