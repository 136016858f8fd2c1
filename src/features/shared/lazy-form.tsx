/**
 * react-hook-form (about as heavy as the rest of a login form) off a form's first render, and off the page
 * until the form is used: the form paints at once with plain inputs that already take typing, and react-hook-form
 * is requested at the visitor's first sign of using the form (the pointer over it, a press, a focus or a key in
 * it: see armFirstUse) and takes over when it arrives. A partner page whose visitors never touch its login widget
 * never downloads it. Used by the forms a widget shows first (login, register, operator login, checkout); screens
 * opened later keep importing react-hook-form directly.
 *
 *   function LoginFormView() { const { register, handleSubmit } = useForm<Values>({ … }); … }
 *   export const LoginForm = withLazyForm(LoginFormView);
 *
 * Until the library is there (the first paint), `useForm` returns a stand-in with the same shape: `register`
 * keeps each field's value as the visitor types, `watch`/`getValues`/`setValue` read and write those values, and
 * a submit waits for the library (the button shows it is busy), and so does checking a field (`trigger`, e.g. the
 * e-mail before a code is sent). When the library arrives, a small component beside
 * the form (FormEngine) holds react-hook-form's `useForm` and hands its form to the form's `useForm`: the form
 * renders again with the library on the same elements (nothing is mounted anew, so the focus, the caret, a click in
 * progress and the form's own requests stay), starting from the values typed so far; a field left meanwhile is
 * checked then (in a mode that checks on blur), and a submit made meanwhile is checked and sent. If the library
 * cannot load, a submit says so in Chinese and keeps every value; the next submit tries again.
 */
import {
  type ComponentType,
  createContext,
  createElement,
  Fragment,
  type FunctionComponent,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { FieldValues, Path, UseFormProps, UseFormReturn } from 'react-hook-form';
import { NETWORK_ERROR_MESSAGE } from '../../core/http';
import { showMessage } from '../../core/messages';
import { yieldToMain } from '../../core/yield';

type FormLibrary = typeof import('./form-library');

/** Shown when a submit needs react-hook-form and its chunk cannot be loaded (the values stay in the form). */
export const FORM_LOAD_ERROR = `表单未能加载完成：${NETWORK_ERROR_MESSAGE}`;

let library: FormLibrary | null = null;
let loading: Promise<FormLibrary> | null = null;

/**
 * Runs react-hook-form's code once on a throwaway form, in a task of its own: the first call of each function is
 * the slow one (the engine compiles it), and the form's redraw with the library, a long task already, no longer
 * pays for it. Nothing of this form stays.
 */
function warmUp(lib: FormLibrary): void {
  try {
    const form = lib.createFormControl<{ a: string; b: boolean }>({
      mode: 'onTouched',
      defaultValues: { a: '', b: false },
    });
    form.register('a', { required: '!', minLength: { value: 2, message: '!' }, validate: () => true });
    form.register('b');
    form.setValue('a', 'x', { shouldDirty: true });
    form.getValues();
    form.setError('a', { message: '!' });
    form.clearErrors('a');
    void form.trigger('a').catch(() => undefined);
  } catch {
    // A warm-up only: the form works the same without it.
  }
}

/** Loads react-hook-form once per page; a failed load is tried again on the next call. */
export function loadFormLibrary(): Promise<FormLibrary> {
  loading ??= import('./form-library').then(
    async (m) => {
      await yieldToMain();
      warmUp(m);
      await yieldToMain();
      library = m;
      return m;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * What counts as the visitor starting to use a form: the pointer coming over it (a mouse reaches a field a few
 * hundred ms before it clicks), a press, a focus (tabbing in, a tap) or a key. The library is requested at the first
 * of them; typing, clicking and submitting before it arrives work all the same (the stand-in).
 */
const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;
const armed = new WeakSet<Element>();

/**
 * Requests the library at the first sign of use of the form holding `field` (or of the field itself, outside a
 * form). Once per form; the listeners go once the library is asked for.
 */
function armFirstUse(field: Element, load: () => void): void {
  const target = (field as Partial<HTMLInputElement>).form ?? field;
  if (armed.has(target)) return;
  armed.add(target);
  const listening = new AbortController();
  const start = () => {
    listening.abort();
    load();
  };
  for (const type of FIRST_USE_EVENTS)
    target.addEventListener(type, start, { passive: true, signal: listening.signal });
}

type Values = Record<string, unknown>;
type AnyForm = UseFormReturn<FieldValues>;

/** What the form and its engine share for the form's whole life. */
interface Shared {
  /** The options of the form's latest `useForm` call: the engine makes react-hook-form's form with them. */
  options: UseFormProps<FieldValues>;
  /** react-hook-form's form, from the engine's first hand-over: what a stand-in's `trigger` waits for. */
  engine: Promise<AnyForm>;
  /** Resolves `engine` (the engine's first hand-over). */
  started: (form: AnyForm) => void;
  /** What the first paint's fields hold now (the stand-in registers it): the library's form starts from it. */
  collect: (() => Values) | null;
  /** A submit made during the first paint, waiting for the library. */
  submit: boolean;
  /** Fields the visitor left during the first paint: checked once the library's form is in use (onTouched). */
  touched: Set<string>;
}

interface Phase {
  /** react-hook-form's form once the engine has made it; null during the first paint. */
  form: AnyForm | null;
  shared: Shared;
  /** Loads the library (the engine then takes over); rejects when it cannot be loaded. */
  load: () => Promise<void>;
}

const PhaseContext = createContext<Phase | null>(null);

interface EngineProps {
  lib: FormLibrary;
  shared: Shared;
  publish: (form: AnyForm) => void;
}

/**
 * Holds react-hook-form's `useForm` beside the form (its hooks are not the stand-in's, so they cannot live in the
 * form's component without mounting it anew). It renders nothing; it starts from what the first paint holds and
 * hands the form over after every render of its own (react-hook-form renders it when the form's state changes).
 * Memoised: the form's and the wrapper's renders do not render it.
 */
const FormEngine = memo(function FormEngine({ lib, shared, publish }: EngineProps) {
  const form = lib.useForm<FieldValues>(shared.options);
  const started = useRef(false);
  // The hand-over, once: a passive effect declared after react-hook-form's own, so the form counts as mounted
  // (before that its `watch` reads the default values, and the form's first render with it, whose submit handler a
  // submit made meanwhile replays, would see them instead of what the visitor chose). It starts from what the first
  // paint holds.
  useEffect(() => {
    const values = shared.collect?.() ?? {};
    for (const [name, value] of Object.entries(values)) {
      const path = name as Path<FieldValues>;
      if (form.getValues(path) !== value) form.setValue(path, value as never, { shouldDirty: true });
    }
    started.current = true;
    publish(form);
  }, [form, shared, publish]);
  // Then after each of react-hook-form's own renders (a new formState object each time), before the paint.
  const { formState } = form;
  useLayoutEffect(() => {
    if (started.current) publish(form);
  }, [form, formState, publish]);
  return null;
});

/** Wraps a form component whose `useForm` comes from this module. */
export function withLazyForm<P extends object>(Form: ComponentType<P>): FunctionComponent<P> {
  function LazyForm(props: P) {
    const [lib, setLib] = useState<FormLibrary | null>(library);
    // A new object on every hand-over, so the form renders with the library's latest state.
    const [engine, setEngine] = useState<{ form: AnyForm | null }>({ form: null });
    const shared = useRef<Shared>(newShared()).current;
    const live = useRef(true);
    const load = useRef(() =>
      loadFormLibrary().then((m) => {
        if (live.current) setLib(m);
      }),
    );
    const publish = useRef((form: AnyForm) => {
      shared.started(form);
      if (live.current) setEngine({ form });
    });
    // Nothing is requested on mount: the stand-in's fields ask for the library at the first sign of use.
    useEffect(() => {
      live.current = true;
      return () => {
        live.current = false;
      };
    }, []);
    const phase: Phase = { form: engine.form, shared, load: load.current };
    // The engine after the form: the form's render has given it the options by then.
    return createElement(
      Fragment,
      null,
      createElement(PhaseContext.Provider, { value: phase }, createElement(Form, props)),
      lib ? createElement(FormEngine, { lib, shared, publish: publish.current }) : null,
    );
  }
  LazyForm.displayName = `LazyForm(${Form.displayName ?? Form.name})`;
  return LazyForm;
}

function newShared(): Shared {
  let started!: (form: AnyForm) => void;
  const engine = new Promise<AnyForm>((resolve) => {
    started = resolve;
  });
  return { options: {}, collect: null, submit: false, touched: new Set(), engine, started };
}

/** True once react-hook-form drives the form (before: the first paint's stand-in). */
export function useFormLibraryReady(): boolean {
  return useContext(PhaseContext)?.form != null;
}

/**
 * `useForm` of react-hook-form for a component wrapped in `withLazyForm`: the stand-in until the library's form is
 * there, then that form. The same hooks run in both phases.
 */
export function useForm<T extends FieldValues>(options: UseFormProps<T> = {}): UseFormReturn<T> {
  const phase = useContext(PhaseContext);
  if (!phase) throw new Error('useForm (lazy-form): the form component must be wrapped in withLazyForm');
  phase.shared.options = options as UseFormProps<FieldValues>;
  const standIn = useFirstPaintForm<T>(options, phase);
  const form = phase.form as UseFormReturn<T> | null;
  // A submit made during the first paint: sent once the library's form is in use, with the handler of that render
  // (it sees the values the form starts from).
  const submit = useRef<(() => Promise<void>) | null>(null);
  useEffect(() => {
    if (!form || !phase.shared.submit) return;
    phase.shared.submit = false;
    void submit.current?.();
  }, [form, phase.shared]);
  // A field left before the library arrived is checked now, as its blur would have been: its rules are registered
  // by this render, so a wrong value shows its message without a second blur.
  useEffect(() => {
    const { mode } = phase.shared.options;
    if (!form || phase.shared.touched.size === 0 || !(mode === 'onTouched' || mode === 'onBlur' || mode === 'all'))
      return;
    const left = [...phase.shared.touched] as Path<T>[];
    phase.shared.touched.clear();
    for (const name of left) form.setValue(name, form.getValues(name), { shouldTouch: true, shouldValidate: true });
  }, [form, phase.shared]);
  if (!form) return standIn;
  return {
    ...form,
    handleSubmit: ((onValid, onInvalid) => {
      const handler = form.handleSubmit(onValid, onInvalid);
      submit.current = async () => {
        await handler();
      };
      return handler;
    }) as UseFormReturn<T>['handleSubmit'],
  };
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldValue = (el: Field): unknown =>
  el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;

function useFirstPaintForm<T extends FieldValues>(options: UseFormProps<T>, phase: Phase): UseFormReturn<T> {
  const [values, setValues] = useState<Values>(() => ({ ...((options.defaultValues as Values | undefined) ?? {}) }));
  const [waiting, setWaiting] = useState(false);
  const current = useRef(values);
  current.current = values;
  const fields = useRef(new Map<string, Field>());
  const { shared } = phase;
  // What the library's form starts from: the values, read from the inputs too (for what the browser filled in
  // without an input event). Radio buttons keep their value in the state (each button is its own element).
  shared.collect = () => {
    const handed: Values = { ...current.current };
    for (const [name, el] of fields.current) {
      if (!el.isConnected || (el instanceof HTMLInputElement && el.type === 'radio')) continue;
      handed[name] = fieldValue(el);
    }
    return handed;
  };

  const set = (name: string, value: unknown) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    const el = fields.current.get(name);
    if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = Boolean(value);
    else if (el && !(el instanceof HTMLInputElement && el.type === 'radio')) el.value = String(value ?? '');
  };

  const register = (name: string) => ({
    name,
    onChange: async (event: { target: EventTarget | null }) => {
      const el = event.target as Field | null;
      if (!el || (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked)) return;
      setValues((prev) => ({ ...prev, [name]: fieldValue(el) }));
    },
    onBlur: async () => {
      shared.touched.add(name);
    },
    ref: (el: Field | null) => {
      if (!el) return;
      armFirstUse(el, () => void phase.load().catch(() => undefined));
      const value = current.current[name];
      if (el instanceof HTMLInputElement && el.type === 'radio') el.checked = el.value === String(value);
      else if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = Boolean(value);
      else if (!fields.current.has(name) && value !== undefined && value !== null) el.value = String(value);
      fields.current.set(name, el);
    },
  });

  const read = (name?: unknown): unknown => {
    if (typeof name === 'string') return current.current[name];
    if (Array.isArray(name)) return name.map((n) => current.current[n as string]);
    return { ...current.current };
  };

  const handleSubmit = () => async (event?: { preventDefault?: () => void }) => {
    event?.preventDefault?.();
    shared.submit = true;
    setWaiting(true);
    try {
      await phase.load();
    } catch {
      shared.submit = false;
      setWaiting(false);
      showMessage('error', FORM_LOAD_ERROR);
    }
  };

  const nothing = () => undefined;
  const formState = {
    errors: {},
    isSubmitting: waiting,
    isSubmitted: false,
    isSubmitSuccessful: false,
    isDirty: false,
    isLoading: false,
    isReady: false,
    isValid: false,
    isValidating: false,
    disabled: false,
    submitCount: 0,
    defaultValues: options.defaultValues,
    dirtyFields: {},
    touchedFields: {},
    validatingFields: {},
  };
  return {
    register,
    handleSubmit,
    watch: read,
    getValues: read,
    setValue: (name: string, value: unknown) => set(name, value),
    // Checking a field needs the library: the check waits for it and is made by react-hook-form's form, which
    // starts from what the fields hold. A library that cannot load says so; the field counts as not checked.
    trigger: async (name?: never) => {
      try {
        await phase.load();
      } catch {
        showMessage('error', FORM_LOAD_ERROR);
        return false;
      }
      return (await shared.engine).trigger(name);
    },
    setError: nothing,
    clearErrors: nothing,
    reset: nothing,
    resetField: nothing,
    setFocus: nothing,
    unregister: nothing,
    getFieldState: () => ({ invalid: false, isDirty: false, isTouched: false, isValidating: false }),
    subscribe: () => nothing,
    formState,
  } as unknown as UseFormReturn<T>;
}
