import { describe, expect, it } from 'vitest';
import type { RichBlock, RichInline } from './rich-text.ts';
import { escapeHtml, parseRichInline, parseRichText, richTextToHtml, richTextToPlain } from './rich-text.ts';

const plain = (text: string): RichInline => ({ text, bold: false });
const bold = (text: string): RichInline => ({ text, bold: true });

const SAMPLE = [
  '## About **Fjord Labs**',
  'We build **fast** software',
  'for Nordic startups.',
  '',
  '- Python',
  '- **Postgres** & SQL',
  '',
  'Apply <script>alert("x")</script> today!',
].join('\n');

describe('parseRichInline', () => {
  it.each<[string, RichInline[]]>([
    ['', []],
    ['plain text', [plain('plain text')]],
    ['a **b** c', [plain('a '), bold('b'), plain(' c')]],
    ['**all bold**', [bold('all bold')]],
    ['**a** and **b**', [bold('a'), plain(' and '), bold('b')]],
    ['unclosed **bold', [plain('unclosed **bold')]],
    ['**a** then **open', [bold('a'), plain(' then **open')]],
    ['empty **** markers', [plain('empty  markers')]],
    ['x **<b>** y', [plain('x '), bold('<b>'), plain(' y')]],
    ['single *star*', [plain('single *star*')]],
  ])('%j', (text, expected) => {
    expect(parseRichInline(text)).toEqual(expected);
  });
});

describe('parseRichText', () => {
  it.each<[string, string, RichBlock[]]>([
    ['empty', '', []],
    ['only blank lines', '\n  \n\n', []],
    ['one paragraph', 'Hello', [{ type: 'paragraph', content: [plain('Hello')] }]],
    [
      'lines of a paragraph join with a space',
      'Hello\n  world  ',
      [{ type: 'paragraph', content: [plain('Hello world')] }],
    ],
    [
      'blank line splits paragraphs (CRLF too)',
      'One\r\n\r\nTwo',
      [
        { type: 'paragraph', content: [plain('One')] },
        { type: 'paragraph', content: [plain('Two')] },
      ],
    ],
    ['heading', '## Perks', [{ type: 'heading', content: [plain('Perks')] }]],
    ['empty heading is dropped', '## ', []],
    [
      'bare ## is an empty heading',
      'a\n##\nb',
      [
        { type: 'paragraph', content: [plain('a')] },
        { type: 'paragraph', content: [plain('b')] },
      ],
    ],
    ['### is not a heading', '### Deep', [{ type: 'paragraph', content: [plain('### Deep')] }]],
    ['## without space is text', '##Tight', [{ type: 'paragraph', content: [plain('##Tight')] }]],
    [
      'list items',
      '- one\n- **two**\n-   three ',
      [{ type: 'list', items: [[plain('one')], [bold('two')], [plain('three')]] }],
    ],
    ['dash without space is text', '-5 degrees', [{ type: 'paragraph', content: [plain('-5 degrees')] }]],
    ['empty list item dropped', '- \n- a', [{ type: 'list', items: [[plain('a')]] }]],
    [
      'heading and list end a paragraph without blank lines',
      'Intro\n## Stack\n- TS\nOutro',
      [
        { type: 'paragraph', content: [plain('Intro')] },
        { type: 'heading', content: [plain('Stack')] },
        { type: 'list', items: [[plain('TS')]] },
        { type: 'paragraph', content: [plain('Outro')] },
      ],
    ],
    [
      'blank line splits two lists',
      '- a\n\n- b',
      [
        { type: 'list', items: [[plain('a')]] },
        { type: 'list', items: [[plain('b')]] },
      ],
    ],
    [
      'html stays literal text',
      '<script>alert(1)</script>',
      [{ type: 'paragraph', content: [plain('<script>alert(1)</script>')] }],
    ],
    [
      'sample',
      SAMPLE,
      [
        { type: 'heading', content: [plain('About '), bold('Fjord Labs')] },
        {
          type: 'paragraph',
          content: [plain('We build '), bold('fast'), plain(' software for Nordic startups.')],
        },
        { type: 'list', items: [[plain('Python')], [bold('Postgres'), plain(' & SQL')]] },
        { type: 'paragraph', content: [plain('Apply <script>alert("x")</script> today!')] },
      ],
    ],
  ])('%s', (_name, text, expected) => {
    expect(parseRichText(text)).toEqual(expected);
  });
});

describe('richTextToHtml', () => {
  it.each([
    ['', ''],
    ['Hello', '<p>Hello</p>'],
    ['## Perks', '<h3>Perks</h3>'],
    ['- a\n- b', '<ul><li>a</li><li>b</li></ul>'],
    ['a **b**', '<p>a <strong>b</strong></p>'],
    [`Tom & Jerry's "<b>"`, '<p>Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot;</p>'],
    ['**<img src=x onerror=alert(1)>**', '<p><strong>&lt;img src=x onerror=alert(1)&gt;</strong></p>'],
    [
      SAMPLE,
      '<h3>About <strong>Fjord Labs</strong></h3>' +
        '<p>We build <strong>fast</strong> software for Nordic startups.</p>' +
        '<ul><li>Python</li><li><strong>Postgres</strong> &amp; SQL</li></ul>' +
        '<p>Apply &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; today!</p>',
    ],
  ])('%j', (text, expected) => {
    expect(richTextToHtml(text)).toBe(expected);
  });
});

describe('richTextToPlain', () => {
  it.each([
    ['', ''],
    ['Hello\nworld', 'Hello world'],
    ['a **b** c', 'a b c'],
    ['- one\n- two', 'one\ntwo'],
    [
      SAMPLE,
      'About Fjord Labs\n\nWe build fast software for Nordic startups.\n\nPython\nPostgres & SQL\n\n' +
        'Apply <script>alert("x")</script> today!',
    ],
  ])('%j', (text, expected) => {
    expect(richTextToPlain(text)).toBe(expected);
  });
});

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    [`&<>"'`, '&amp;&lt;&gt;&quot;&#39;'],
    ['&amp;', '&amp;amp;'],
  ])('%j → %j', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});
