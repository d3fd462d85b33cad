import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOADING_BAR,
  isLoadingBarDrawn,
  type LoadingBarEvent,
  type LoadingBarState,
  nextLoadingBar,
} from './loading-bar-state.ts';

function run(events: LoadingBarEvent[]): LoadingBarState {
  return events.reduce(nextLoadingBar, INITIAL_LOADING_BAR);
}

describe('the loading bar', () => {
  it.each<[string, LoadingBarEvent[], LoadingBarState['phase'], number]>([
    ['a page change fills over 2,000 ms', [{ type: 'start', isPageChange: true, at: 0 }], 'loading', 2000],
    [
      'a form post on the page fills over 1,500 ms',
      [{ type: 'start', isPageChange: false, at: 0 }],
      'loading',
      1500,
    ],
    [
      'a navigation over 200 ms ends filled',
      [
        { type: 'start', isPageChange: true, at: 1000 },
        { type: 'end', at: 1200 },
      ],
      'done',
      2000,
    ],
    [
      'a navigation under 200 ms never shows',
      [
        { type: 'start', isPageChange: true, at: 1000 },
        { type: 'end', at: 1199 },
      ],
      'ended',
      2000,
    ],
    [
      'a navigation ending on the error page turns red',
      [{ type: 'start', isPageChange: true, at: 0 }, { type: 'end', at: 900 }, { type: 'error' }],
      'failed',
      2000,
    ],
    [
      'a quick navigation ending on the error page turns red too',
      [{ type: 'start', isPageChange: false, at: 0 }, { type: 'end', at: 50 }, { type: 'error' }],
      'failed',
      1500,
    ],
    ['an error page loaded as it is shows no bar', [{ type: 'error' }], 'idle', 1500],
    [
      'a second navigation during the first keeps the bar going',
      [
        { type: 'start', isPageChange: true, at: 0 },
        { type: 'start', isPageChange: false, at: 500 },
        { type: 'end', at: 600 },
      ],
      'done',
      2000,
    ],
    [
      'the bar is gone once faded',
      [{ type: 'start', isPageChange: true, at: 0 }, { type: 'end', at: 900 }, { type: 'hidden' }],
      'idle',
      2000,
    ],
    [
      'a fade-out never ends a navigation under way',
      [{ type: 'start', isPageChange: true, at: 0 }, { type: 'hidden' }],
      'loading',
      2000,
    ],
  ])('%s', (_name, events, phase, durationMs) => {
    const state = run(events);
    expect(state.phase).toBe(phase);
    expect(state.durationMs).toBe(durationMs);
  });

  it.each([
    ['idle', false],
    ['ended', false],
    ['loading', true],
    ['done', true],
    ['failed', true],
  ] as const)('%s is drawn: %s', (phase, drawn) => {
    expect(isLoadingBarDrawn(phase)).toBe(drawn);
  });
});
