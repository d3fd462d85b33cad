import { describe, expect, it } from 'vitest';
import { popupFeatures, readCallbackQuery } from './professional-network-button.tsx';

describe('popupFeatures', () => {
  it('opens 800x650 centred over the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 })).toBe(
      'popup=yes,width=800,height=650,left=400,top=225',
    );
  });

  it('stays on screen when the window is smaller than the popup', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 600, outerHeight: 400 })).toBe(
      'popup=yes,width=800,height=650,left=0,top=0',
    );
  });
});

describe('readCallbackQuery', () => {
  it('reads the code and state', () => {
    expect(readCallbackQuery('?code=abc&state=xyz')).toEqual({ kind: 'code', code: 'abc', state: 'xyz' });
  });

  it.each(['user_cancelled_login', 'user_cancelled_authorize', 'access_denied'])(
    'treats %s as not authorized (docs/product.md, Error texts)',
    (error) => {
      expect(readCallbackQuery(`?error=${error}&state=xyz`)).toEqual({ kind: 'cancelled' });
    },
  );

  it('reports other errors and incomplete answers as failures', () => {
    expect(readCallbackQuery('?error=temporarily_unavailable')).toEqual({
      kind: 'failed',
      error: 'temporarily_unavailable',
    });
    expect(readCallbackQuery('?code=abc')).toEqual({ kind: 'failed', error: 'invalid_callback' });
    expect(readCallbackQuery('')).toEqual({ kind: 'failed', error: 'invalid_callback' });
  });
});
