/** Model numbers a buyer types match the catalogue's spelling regardless of case, width and separators. */
import { describe, expect, it } from 'vitest';
import { normaliseModel } from '../../../src/contract/model-number.js';

describe('normaliseModel', () => {
  it('reduces every spelling of one model to the same key', () => {
    for (const typed of [
      'AD-H100',
      'ad-h100',
      'ADH100',
      'AD H100',
      'ad_h.100',
      ' Ad - H 100 ',
      'ＡＤ－Ｈ１００',
      'AD　H100',
    ])
      expect(normaliseModel(typed)).toBe('adh100');
  });

  it('drops the dashes Chinese input methods produce', () => {
    expect(normaliseModel('AD‐H100')).toBe('adh100');
    expect(normaliseModel('AD—H100')).toBe('adh100');
  });

  it('keeps what tells two models apart', () => {
    expect(normaliseModel('AD-H100')).not.toBe(normaliseModel('AD-H10'));
    expect(normaliseModel('M6×20')).toBe('m6×20');
    expect(normaliseModel('')).toBe('');
  });
});
