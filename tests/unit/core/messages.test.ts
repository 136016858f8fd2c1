import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $messages, dismissMessage, showMessage } from '../../../src/core/messages';

beforeEach(() => {
  vi.useFakeTimers();
  $messages.set([]);
});
afterEach(() => vi.useRealTimers());

describe('messages', () => {
  it('an identical text within 3 s is shown once; after 3 s it shows again', () => {
    const a = showMessage('error', '服务访问错误');
    const b = showMessage('error', '服务访问错误');
    expect(b).toBe(a);
    expect($messages.get()).toHaveLength(1);
    showMessage('success', '已加入购物车');
    expect($messages.get().map((m) => m.text)).toEqual(['服务访问错误', '已加入购物车']);
    vi.advanceTimersByTime(3_000);
    showMessage('error', '服务访问错误');
    expect($messages.get().filter((m) => m.text === '服务访问错误')).toHaveLength(2);
  });

  it('dismisses after 4 s, errors after 6 s', () => {
    showMessage('success', '保存成功');
    showMessage('error', '服务访问错误');
    vi.advanceTimersByTime(3_999);
    expect($messages.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect($messages.get().map((m) => m.type)).toEqual(['error']);
    vi.advanceTimersByTime(2_000);
    expect($messages.get()).toEqual([]);
  });

  it('dismissMessage removes one message', () => {
    const id = showMessage('info', '提示');
    showMessage('warning', '警告');
    dismissMessage(id);
    expect($messages.get().map((m) => m.text)).toEqual(['警告']);
  });
});
