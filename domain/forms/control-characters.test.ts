import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasControlCharacters, type TextKind } from './control-characters.ts';

describe('hasControlCharacters', () => {
  it.each([
    ['Helsinki', 'singleLine', false],
    ['Åland & Øresund – 😀', 'singleLine', false],
    ['', 'singleLine', false],
    ['a\u0000b', 'singleLine', true],
    ['\u0000', 'multiLine', true],
    ['bell\u0007', 'multiLine', true],
    ['escape\u001b[31m', 'multiLine', true],
    ['del\u007f', 'multiLine', true],
    ['tab\there', 'singleLine', true],
    ['tab\there', 'multiLine', false],
    ['line\nbreak', 'singleLine', true],
    ['line\r\nbreak', 'multiLine', false],
    ['vertical\u000btab', 'multiLine', true],
    ['form\u000cfeed', 'multiLine', true],
    ['lone \ud800 high surrogate', 'multiLine', true],
    ['lone \udc00 low surrogate', 'singleLine', true],
    // C1 controls and other invisible characters are text a browser may legitimately send.
    ['next\u0085line', 'singleLine', false],
    ['zero\u200bwidth', 'singleLine', false],
  ] as const)('%j as %s → %s', (value, kind, expected) => {
    expect(hasControlCharacters(value, kind as TextKind)).toBe(expected);
  });
});

describe('findControlCharacters', () => {
  it.each([
    ['a clean object', { name: 'Kodkraft', tags: ['a', 'b'], count: 3, on: true, none: null }, []],
    ['the value itself', 'x\u0000', ['_']],
    ['a nested field', { team: [{ name: 'ok' }, { name: 'bad\u0000' }] }, ['team.1.name']],
    ['several fields', { a: '\u0000', b: 'ok', c: ['\u007f'] }, ['a', 'c.0']],
    ['an object key', { 'na\u0000me': 'x' }, ['_key']],
    ['bytes, which are not text', { file: Buffer.from([0, 1, 2]) }, []],
    ['numbers and booleans', [1, false, 2.5], []],
  ] as const)('%s', (_label, value, expected) => {
    expect(findControlCharacters(value, 'multiLine')).toEqual(expected);
  });

  it('allows line breaks in multi-line text only', () => {
    expect(findControlCharacters({ note: 'a\nb' }, 'multiLine')).toEqual([]);
    expect(findControlCharacters({ q: 'a\nb' }, 'singleLine')).toEqual(['q']);
  });

  it('stops at the limit', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, '\u0000']));
    expect(findControlCharacters(many, 'multiLine', 5)).toHaveLength(5);
  });
});
