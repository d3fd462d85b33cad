/**
 * The top loading bar's state (docs/product.md, Constants: loading bar 1500 ms, page-change loading
 * bar 2000 ms, fetch minimum delay 200 ms; Interaction rules: it fails on error). Pure, so it is
 * tested as a table; the bar itself (loading-bar.tsx) feeds it the router's navigation state.
 *
 * - `waiting`: a navigation began; the bar is drawn but only appears after the 200 ms delay (a CSS
 *   animation delay), so quick navigations never flash it.
 * - `loading`: fills over 1,500 ms, or 2,000 ms when the navigation changes page.
 * - `done`: a navigation that showed the bar ended: it fills and fades out.
 * - `ended`: a navigation that ended before the bar appeared: nothing is shown.
 * - `failed`: the navigation ended on the error page: the bar turns red, then fades out.
 */
export const LOADING_BAR_DELAY_MS = 200;
export const LOADING_BAR_DURATION_MS = 1500;
export const PAGE_CHANGE_LOADING_BAR_DURATION_MS = 2000;

export type LoadingBarPhase = 'idle' | 'loading' | 'ended' | 'done' | 'failed';

export type LoadingBarState = {
  phase: LoadingBarPhase;
  /** How long the bar takes to fill (ms). */
  durationMs: number;
  /** When the current navigation began (ms, the caller's clock). */
  startedAt: number;
};

export type LoadingBarEvent =
  | { type: 'start'; isPageChange: boolean; at: number }
  | { type: 'end'; at: number }
  /** The error page showed (after a navigation, or on its own). */
  | { type: 'error' }
  /** The bar's fade-out is over. */
  | { type: 'hidden' };

export const INITIAL_LOADING_BAR: LoadingBarState = {
  phase: 'idle',
  durationMs: LOADING_BAR_DURATION_MS,
  startedAt: 0,
};

export function nextLoadingBar(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case 'start':
      // A navigation that replaces one under way keeps the bar where it is.
      if (state.phase === 'loading') return state;
      return {
        phase: 'loading',
        durationMs: event.isPageChange ? PAGE_CHANGE_LOADING_BAR_DURATION_MS : LOADING_BAR_DURATION_MS,
        startedAt: event.at,
      };
    case 'end':
      if (state.phase !== 'loading') return state;
      return { ...state, phase: event.at - state.startedAt >= LOADING_BAR_DELAY_MS ? 'done' : 'ended' };
    case 'error':
      // Only an error a navigation led to: an error page loaded as it is shows no bar.
      return state.phase === 'idle' ? state : { ...state, phase: 'failed' };
    case 'hidden':
      return state.phase === 'loading' ? state : { ...state, phase: 'idle' };
  }
}

/** Whether the bar is drawn at all (in `loading` it still waits for its delay). */
export function isLoadingBarDrawn(phase: LoadingBarPhase): boolean {
  return phase === 'loading' || phase === 'done' || phase === 'failed';
}
