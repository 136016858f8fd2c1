/**
 * Forms painted before react-hook-form arrives (features/shared/lazy-form.tsx, used by the login, register,
 * operator login and checkout forms): what the visitor types meanwhile, the focused field and a submit made
 * meanwhile carry over to react-hook-form; a library that cannot load says so in Chinese and keeps the values.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The library's chunk, held back until the test lets it through (or made to fail).
const chunk = vi.hoisted(() => {
  let release = () => {};
  const state = {
    /** How many times the form's code asked for the chunk (the import ran). */
    imports: 0,
    fail: false,
    gate: Promise.resolve(),
    hold() {
      state.gate = new Promise<void>((r) => {
        release = r;
      });
    },
    release: () => release(),
  };
  return state;
});

type LazyForm = typeof import('../../../src/features/shared/lazy-form');

const mounts = { count: 0 };

async function freshForm(onValid: (values: { Email: string }, seen: string) => void, mode?: 'onSubmit' | 'onTouched') {
  vi.resetModules();
  vi.doMock('../../../src/features/shared/form-library', async (importOriginal) => {
    chunk.imports += 1;
    await chunk.gate;
    if (chunk.fail) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { useForm, useFormLibraryReady, withLazyForm }: LazyForm = await import(
    '../../../src/features/shared/lazy-form'
  );
  function View() {
    const {
      register,
      handleSubmit,
      watch,
      trigger,
      formState: { errors, isSubmitting },
    } = useForm<{ Email: string }>({ defaultValues: { Email: '' }, ...(mode ? { mode } : {}) });
    const [checked, setChecked] = useState<string | null>(null);
    // What the render saw: a submit handler derives choices from it (the checkout filters its titles by type).
    const seen = watch('Email');
    const ready = useFormLibraryReady();
    // The form's own requests on mount (a captcha, the anti-forgery cookie) must not run again at the takeover.
    useEffect(() => {
      mounts.count += 1;
    }, []);
    return (
      <form noValidate onSubmit={handleSubmit((v) => onValid(v, seen))}>
        <label>
          邮箱
          <input
            {...register('Email', { required: '请输入邮箱', pattern: { value: /@/, message: '邮箱格式不正确' } })}
          />
        </label>
        {errors.Email ? <p role="alert">{errors.Email.message}</p> : null}
        <button type="submit">{isSubmitting ? '提交中' : '提交'}</button>
        <button type="button" onClick={() => void trigger('Email').then((ok) => setChecked(ok ? '有效' : '无效'))}>
          检查
        </button>
        {checked ? <p>检查结果：{checked}</p> : null}
        {ready ? <p>表单库已接管</p> : null}
      </form>
    );
  }
  return withLazyForm(View);
}

beforeEach(() => {
  mounts.count = 0;
  chunk.imports = 0;
  chunk.fail = false;
  chunk.hold();
});
afterEach(() => {
  chunk.release();
  cleanup();
});

describe('withLazyForm / useForm', () => {
  it('asks for the library only when the visitor starts using the form (here: the pointer comes over it)', async () => {
    const Form = await freshForm(vi.fn());
    render(<Form />);
    // Painted, effects run, a while later: nothing asked for (a partner page whose visitors never touch the form).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(chunk.imports).toBe(0);
    fireEvent.pointerOver(screen.getByRole('textbox', { name: '邮箱' }));
    await waitFor(() => expect(chunk.imports).toBe(1));
    // Asked once: later signs of use do not ask again.
    await userEvent.type(screen.getByRole('textbox', { name: '邮箱' }), 'a');
    expect(chunk.imports).toBe(1);
  });

  it('a press on a button of the form is a first use too', async () => {
    const Form = await freshForm(vi.fn());
    render(<Form />);
    fireEvent.pointerDown(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(chunk.imports).toBe(1));
  });

  it('checking a field before the library arrives waits for it and checks what the field holds', async () => {
    const Form = await freshForm(vi.fn());
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: '检查' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/检查结果/)).toBeNull();
    await act(async () => {
      chunk.release();
      await chunk.gate;
    });
    // Empty: react-hook-form's rule refuses it and shows why.
    expect((await screen.findByText(/检查结果/)).textContent).toBe('检查结果：无效');
    expect((await screen.findByRole('alert')).textContent).toBe('请输入邮箱');
  });

  it('takes typing before the library arrives; the same input keeps its text, focus and caret when it takes over', async () => {
    const onValid = vi.fn();
    const Form = await freshForm(onValid);
    render(<Form />);
    const input = screen.getByRole('textbox', { name: '邮箱' });
    await userEvent.type(input, 'buyer@demo.cn');
    await act(async () => {
      chunk.release();
      await chunk.gate;
    });
    await screen.findByText('表单库已接管');
    // The same input, not one mounted anew: its text, the focus and the caret stay where the visitor left them.
    expect(screen.getByRole('textbox', { name: '邮箱' })).toBe(input);
    expect((input as HTMLInputElement).value).toBe('buyer@demo.cn');
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).selectionStart).toBe('buyer@demo.cn'.length);
    expect(mounts.count).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ Email: 'buyer@demo.cn' });
  });

  it('a field left with a wrong value before the library arrives shows its message once it takes over (onTouched)', async () => {
    const Form = await freshForm(vi.fn(), 'onTouched');
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: '邮箱' }), 'buyer');
    await userEvent.tab();
    await act(async () => {
      chunk.release();
      await chunk.gate;
    });
    // Its blur came before the library: the check runs at the takeover, without a second blur.
    expect((await screen.findByRole('alert')).textContent).toBe('邮箱格式不正确');
    // Touched now: fixing it clears the message while typing, as after a blur with the library.
    await userEvent.type(screen.getByRole('textbox', { name: '邮箱' }), '@demo.cn');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a submit made before the library arrives waits (busy button), then is checked and sent once', async () => {
    const onValid = vi.fn();
    const Form = await freshForm(onValid);
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('button', { name: '提交中' })).toBeTruthy();
    await act(async () => {
      chunk.release();
      await chunk.gate;
    });
    // Empty: react-hook-form's rule refuses it, nothing is sent.
    expect((await screen.findByRole('alert')).textContent).toBe('请输入邮箱');
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: '邮箱' }), 'a@b.cn');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('a submit made after typing, before the library arrives, is sent with what the form shows', async () => {
    const onValid = vi.fn();
    const Form = await freshForm(onValid);
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: '邮箱' }), 'buyer@demo.cn');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await act(async () => {
      chunk.release();
      await chunk.gate;
    });
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    // Values and the render the handler came from agree (an order once went out with the default invoice title
    // because the replayed handler was the one rendered before the typed values were set).
    expect(onValid.mock.calls[0]).toEqual([{ Email: 'buyer@demo.cn' }, 'buyer@demo.cn']);
  });

  it('a library that cannot load: the submit says so in Chinese, the text stays, the next submit tries again', async () => {
    chunk.fail = true;
    chunk.release();
    const onValid = vi.fn();
    const Form = await freshForm(onValid);
    render(<Form />);
    const input = screen.getByRole('textbox', { name: '邮箱' }) as HTMLInputElement;
    await userEvent.type(input, 'buyer@demo.cn');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    // The page's toast list (the registry is fresh in every test: read it through the same modules).
    const { $messages } = await import('../../../src/core/messages');
    await waitFor(() =>
      expect($messages.get().map((m) => m.text)).toContain('表单未能加载完成：网络连接失败，请稍后重试'),
    );
    expect(input.value).toBe('buyer@demo.cn');
    expect(screen.getByRole('button', { name: '提交' })).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    // The network is back.
    chunk.fail = false;
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ Email: 'buyer@demo.cn' });
  });
});
