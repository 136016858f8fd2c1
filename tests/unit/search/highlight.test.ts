/** Search matches are marked as separate pieces of text (never markup). */
import { describe, expect, it } from 'vitest';
import { splitMatches } from '../../../src/features/shared/Highlight';

describe('splitMatches', () => {
  it('marks every occurrence, case-insensitively', () => {
    expect(splitMatches('佳印 激光打印机 JY-P100 jy', 'jy')).toEqual([
      { text: '佳印 激光打印机 ', match: false },
      { text: 'JY', match: true },
      { text: '-P100 ', match: false },
      { text: 'jy', match: true },
    ]);
  });

  it('marks each word of a multi-word keyword, longest first', () => {
    const pieces = splitMatches('安全防护手套', '手套 安全防护 安全');
    expect(pieces).toEqual([
      { text: '安全防护', match: true },
      { text: '手套', match: true },
    ]);
  });

  it('treats regular-expression characters and markup literally', () => {
    expect(splitMatches('<b>a.b</b> a+b', 'a.b')).toEqual([
      { text: '<b>', match: false },
      { text: 'a.b', match: true },
      { text: '</b> a+b', match: false },
    ]);
    expect(splitMatches('价格(含税)', '(含税)')).toEqual([
      { text: '价格', match: false },
      { text: '(含税)', match: true },
    ]);
  });

  it('returns the text unmarked without a keyword', () => {
    expect(splitMatches('打印机', '  ')).toEqual([{ text: '打印机', match: false }]);
    expect(splitMatches('打印机', undefined)).toEqual([{ text: '打印机', match: false }]);
  });
});
