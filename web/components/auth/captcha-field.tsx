import type { AltchaWidgetElement } from 'altcha';
import { type HTMLAttributes, type Ref, useEffect, useId, useRef, useState } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '#domain/users/captcha.schema.ts';

export type CaptchaFieldProps = {
  /** The form field that carries the solution; the product's sign-up form calls it `reCaptchaResponse`. */
  name?: string;
  /** The field's error, e.g. 'Please verify you are not a robot'. */
  error?: string | undefined;
  /** The widget's base64 payload, once the proof of work is done. */
  onVerified?: (payload: string) => void;
  /**
   * Pass something new per submission result (e.g. the action data): the server accepts a solution
   * once, so a verified widget then starts over. A new `error` does the same.
   */
  resetKey?: unknown;
  /**
   * The question shown instead of the widget when JavaScript is off (ADR 033), from the loader
   * (`captchaQuestion()`); without it such a visitor is asked to turn JavaScript on.
   */
  question?: { question: string; token: string } | undefined;
};

type StateChangeDetail = { state?: string; payload?: string | null };

// The package's own JSX typings (altcha/types/react) import a directory, which TypeScript's nodenext
// resolution cannot follow, so the attributes we use are declared here.
type AltchaWidgetAttributes = HTMLAttributes<HTMLElement> & {
  ref?: Ref<HTMLElement>;
  /** URL of the challenge endpoint. */
  challenge?: string;
  /** Name of the widget's own hidden input. */
  name?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}

/** The checkbox is the widget's only focusable part, so it is what the error must describe. */
function markCheckbox(widget: HTMLElement, errorId: string | null): void {
  const checkbox = widget.querySelector('input[type="checkbox"]');
  if (!checkbox) return;
  if (errorId) {
    checkbox.setAttribute('aria-describedby', errorId);
    checkbox.setAttribute('aria-invalid', 'true');
  } else {
    checkbox.removeAttribute('aria-describedby');
    checkbox.removeAttribute('aria-invalid');
  }
}

/**
 * The self-hosted ALTCHA widget ("I'm not a robot" checkbox, proof of work in Web Workers). The
 * widget script is loaded in the browser only, after hydration: it touches `window` when imported,
 * and most pages never need its ~35 kB.
 */
export function CaptchaField({
  name = 'reCaptchaResponse',
  error,
  onVerified,
  resetKey,
  question,
}: CaptchaFieldProps) {
  const errorId = `${useId()}-error`;
  const questionId = `${useId()}-question`;
  const widgetRef = useRef<HTMLElement>(null);
  const [payload, setPayload] = useState('');
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;
  const describedByRef = useRef<string | null>(null);
  describedByRef.current = error ? errorId : null;

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const describeCheckbox = () => markCheckbox(widget, describedByRef.current);
    // Every state but 'verified' (verifying, expired, error, unverified) leaves the field empty, so an
    // expired or abandoned solution is never submitted.
    const handleStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail | undefined>).detail;
      const next = detail?.state === 'verified' && detail.payload ? detail.payload : '';
      setPayload(next);
      if (next) onVerifiedRef.current?.(next);
      describeCheckbox();
    };
    widget.addEventListener('statechange', handleStateChange);
    widget.addEventListener('load', describeCheckbox);
    let isActive = true;
    import('altcha')
      .then(() => customElements.whenDefined('altcha-widget'))
      .then(() => {
        // Another captcha on the page may have loaded the script already: then 'load' came before us.
        if (isActive) describeCheckbox();
      })
      .catch(() => {
        if (isActive) setHasLoadFailed(true);
      });
    return () => {
      isActive = false;
      widget.removeEventListener('statechange', handleStateChange);
      widget.removeEventListener('load', describeCheckbox);
    };
  }, []);

  // A new error or a new submission result means the solution just sent was refused or used up: the
  // server accepts each solution once. A cleared error (the submission went through) changes nothing.
  const lastError = useRef(error);
  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    const widget = widgetRef.current as AltchaWidgetElement | null;
    if (!widget) return;
    markCheckbox(widget, error ? errorId : null);
    const isNewError = Boolean(error) && error !== lastError.current;
    const isNewResetKey = !Object.is(resetKey, lastResetKey.current);
    lastError.current = error;
    lastResetKey.current = resetKey;
    // Only a finished solution is thrown away; one still being computed carries on.
    if (
      (isNewError || isNewResetKey) &&
      typeof widget.getState === 'function' &&
      widget.getState() === 'verified'
    ) {
      widget.reset();
      setPayload('');
    }
  }, [error, errorId, resetKey]);

  return (
    <div className="space-y-1">
      {/* The widget writes a hidden input of its own; an empty name keeps that one out of the form
          data, so only ours (below) is submitted. Its height is kept for it while its script loads,
          and not at all without JavaScript, where the question below stands instead. */}
      <altcha-widget
        ref={widgetRef}
        challenge={CAPTCHA_CHALLENGE_PATH}
        name=""
        className="block min-h-19 noscript:hidden"
      />
      <input type="hidden" name={name} value={payload} />
      <noscript>
        {question ? (
          <div className="space-y-1">
            <label htmlFor={questionId} className="block text-sm font-medium text-slate-700">
              {question.question}
            </label>
            <input type="hidden" name="captchaQuestionToken" value={question.token} />
            <input
              id={questionId}
              name="captchaQuestionAnswer"
              inputMode="numeric"
              autoComplete="off"
              className="w-24 rounded-md border border-slate-300 px-3 py-2"
              {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-600">Please turn on JavaScript to verify you are not a robot.</p>
        )}
      </noscript>
      {hasLoadFailed && (
        <p className="text-sm text-slate-600">The robot check could not load. Please reload the page.</p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
