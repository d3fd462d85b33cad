import { useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import {
  INITIAL_LOADING_BAR,
  isLoadingBarDrawn,
  LOADING_BAR_DELAY_MS,
  nextLoadingBar,
} from './loading-bar-state.ts';

/** The error page tells the bar it showed (`reportNavigationError`); the bar listens. */
const navigationErrors = typeof window === 'undefined' ? null : new EventTarget();

/**
 * The bar's last state, kept across a remount: React Router mounts the root layout anew when it
 * switches between the page and the error page, in the middle of the navigation the bar shows.
 * Written by effects only, so never on the server.
 */
let lastState = INITIAL_LOADING_BAR;

/** Called by the error page once it shows: a navigation under way ended in an error. */
export function reportNavigationError(): void {
  navigationErrors?.dispatchEvent(new Event('error'));
}

/**
 * The bar at the top of the window while the router navigates (loading-bar-state.ts): it appears
 * after 200 ms, fills over 1,500 ms (2,000 ms for a page change) with CSS animations, and turns red
 * when the navigation ends on the error page. Decorative: hidden from screen readers, which hear
 * the new page instead.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const location = useLocation();
  const [state, dispatch] = useReducer(nextLoadingBar, undefined, () =>
    lastState.phase === 'loading' ? lastState : INITIAL_LOADING_BAR,
  );
  const isNavigating = navigation.state !== 'idle';
  const isPageChange =
    navigation.location !== undefined && navigation.location.pathname !== location.pathname;
  // A bar mounted during a navigation (see lastState) ends it like the one before it would have.
  const wasNavigating = useRef(state.phase === 'loading');
  useEffect(() => {
    lastState = state;
  }, [state]);

  useEffect(() => {
    if (isNavigating && !wasNavigating.current) dispatch({ type: 'start', isPageChange, at: Date.now() });
    if (!isNavigating && wasNavigating.current) dispatch({ type: 'end', at: Date.now() });
    wasNavigating.current = isNavigating;
  }, [isNavigating, isPageChange]);

  useEffect(() => {
    if (!navigationErrors) return;
    const onError = () => dispatch({ type: 'error' });
    navigationErrors.addEventListener('error', onError);
    return () => navigationErrors.removeEventListener('error', onError);
  }, []);

  // The end states fade out (CSS); then the bar is gone.
  useEffect(() => {
    if (state.phase !== 'done' && state.phase !== 'failed' && state.phase !== 'ended') return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'hidden' }),
      state.phase === 'failed' ? 1600 : 400,
    );
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  if (!isLoadingBarDrawn(state.phase)) return null;
  return (
    <div className="loading-bar" data-loading-bar={state.phase} aria-hidden="true">
      <div
        className="loading-bar-fill"
        style={
          state.phase === 'loading'
            ? { animationDuration: `${state.durationMs}ms`, animationDelay: `${LOADING_BAR_DELAY_MS}ms` }
            : undefined
        }
      />
    </div>
  );
}
