import { describe, expect, it } from 'vitest';
import { findWordingHints } from './job-wording.ts';

describe('findWordingHints', () => {
  it.each([
    ['Salesman for the Nordics', ['salesman']],
    ['Chairman of the board', ['chairman']],
    ['JavaScript Ninja', ['ninja']],
    ['Rockstar backend developer', ['rockstar']],
    ['Growth Gurus wanted', ['guru']],
    ['Human resources manager', []],
    ['German-speaking account manager', []],
    ['Senior backend developer', []],
  ])('title %j flags %j', (title, words) => {
    expect(findWordingHints({ title, description: '' }).map((hint) => hint.word)).toEqual(words);
  });

  it('flags a question about previous salary in the description', () => {
    const hints = findWordingHints({
      title: 'Designer',
      description: 'Send your CV and your current salary to jobs@example.com',
    });
    expect(hints).toEqual([
      {
        field: 'description',
        word: 'current salary',
        message:
          'Asking about "current salary" is not allowed under pay transparency rules: ask for salary expectations instead',
      },
    ]);
  });

  it('says nothing about salary expectations', () => {
    expect(findWordingHints({ title: 'Designer', description: 'Tell us your salary expectations.' })).toEqual(
      [],
    );
  });
});
