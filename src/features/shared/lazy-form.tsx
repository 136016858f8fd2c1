/**
 * react-hook-form (~12 KB gzip, as much as the rest of a login form) off a form's first render: the form paints
 * at once with plain inputs that already take typing, and react-hook-form, requested when this module loads,
 * takes over when it arrives. Used by the forms a widget shows first (login, register, operator login,
 * checkout); screens opened later keep importing react-hook-form directly.
 *
 *   function LoginFormView() { const { register, handleSubmit } = useForm<Values>({ … }); … }
 *   export const LoginForm = withLazyForm(LoginFormView);
 *
 * Until the library is there (the first paint), `useForm` returns a stand-in with the same shape: `register`
 * keeps each field's value as the visitor types, `watch`/`getValues`/`setValue` read and write those values, and
 * a submit waits for the library (the button shows it is busy). When the library arrives the form is drawn again
 * with react-hook-form: the values typed so far, the focused field and a submit made meanwhile carry over, so
 * nothing is lost; while a pointer is pressed it waits for the release, so a click in progress is not lost. If the
 * library cannot load, a submit says so in Chinese and keeps every value; the next submit
 * tries again. Once loaded (the second form on a page, tests), forms start with react-hook-form directly.
 */
import {
  type ComponentType,
  createContext,
  createElement,
  type FunctionComponent,
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

type FormLibrary = typeof import('react-hook-form');

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
  loading ??= import('react-hook-form').then(
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

// Requested as soon as a form's chunk runs: it downloads while the form paints.
void loadFormLibrary().catch(() => undefined);

/**
 * Pointers pressed on the page now. Drawing the form anew between a button's press and its release would lose
 * the click: the browser sends none to a button that left the page in between (a submit pressed just as the
 * library arrives did nothing). So the form is drawn anew once every pointer is up and its click has run.
 */
const pressed = new Set<number>();
let afterRelease: Array<() => void> = [];
/** A pointer whose release never reaches the page (let go outside the window) holds the swap this long at most. */
const RELEASE_WAIT_MS = 1_000;

function runReleased(): void {
  const waiting = afterRelease;
  afterRelease = [];
  for (const run of waiting) run();
}

if (typeof document !== 'undefined') {
  // Capture on the document: pointer events are composed, so presses inside any widget's shadow root count.
  document.addEventListener('pointerdown', (event) => pressed.add(event.pointerId), true);
  const release = (event: PointerEvent) => {
    pressed.delete(event.pointerId);
    // The click comes after pointerup in the same task: run after it.
    if (pressed.size === 0) setTimeout(runReleased, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `fn` now, or once no pointer is pressed (at the latest after RELEASE_WAIT_MS). */
function whenReleased(fn: () => void): void {
  if (pressed.size === 0) {
    fn();
    return;
  }
  afterRelease.push(fn);
  setTimeout(() => {
    if (!afterRelease.includes(fn)) return;
    afterRelease = afterRelease.filter((f) => f !== fn);
    pressed.clear();
    fn();
  }, RELEASE_WAIT_MS);
}

type Values = Record<string, unknown>;

/** What the first paint hands to react-hook-form when it takes over. */
interface Carry {
  values: Values | null;
  focus: { name: string; start: number | null; end: number | null } | null;
  submit: boolean;
}

interface Phase {
  library: FormLibrary | null;
  carry: Carry;
  /** Loads the library and draws the form again with it; rejects when it cannot be loaded. */
  load: () => Promise<void>;
}

const PhaseContext = createContext<Phase | null>(null);

/** Wraps a form component whose `useForm` comes from this module. */
export function withLazyForm<P extends object>(Form: ComponentType<P>): FunctionComponent<P> {
  function LazyForm(props: P) {
    const [lib, setLib] = useState<FormLibrary | null>(library);
    const carry = useRef<Carry>({ values: null, focus: null, submit: false });
    const live = useRef(true);
    const load = useRef(() =>
      loadFormLibrary().then(
        (m) =>
          new Promise<void>((resolve) =>
            whenReleased(() => {
              if (live.current) setLib(m);
              resolve();
            }),
          ),
      ),
    );
    useEffect(() => {
      live.current = true;
      // The library may have arrived between this form's first render and now (another form's load): take it.
      const arrived = library;
      if (arrived)
        whenReleased(() => {
          if (live.current) setLib(arrived);
        });
      else load.current().catch(() => undefined);
      return () => {
        live.current = false;
      };
    }, []);
    const phase: Phase = { library: lib, carry: carry.current, load: load.current };
    // A new key when the library arrives: hooks differ between the two phases, so the form is drawn anew.
    return createElement(
      PhaseContext.Provider,
      { value: phase },
      createElement(Form as ComponentType<P & { key: string }>, { ...props, key: lib ? 'form' : 'first-paint' }),
    );
  }
  LazyForm.displayName = `LazyForm(${Form.displayName ?? Form.name})`;
  return LazyForm;
}

/** `useForm` of react-hook-form for a component wrapped in `withLazyForm`. */
export function useForm<T extends FieldValues>(options: UseFormProps<T> = {}): UseFormReturn<T> {
  const phase = useContext(PhaseContext);
  if (!phase) throw new Error('useForm (lazy-form): the form component must be wrapped in withLazyForm');
  // The phase never changes within one component instance (withLazyForm changes the key), so the hooks called
  // below are always the same for that instance.
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is fixed for the component's whole life (see above)
  return phase.library ? useLibraryForm(phase.library, options, phase.carry) : useFirstPaintForm<T>(options, phase);
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldValue = (el: Field): unknown =>
  el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;

function useLibraryForm<T extends FieldValues>(lib: FormLibrary, options: UseFormProps<T>, carry: Carry) {
  const form = lib.useForm<T>(options);
  const submit = useRef<(() => Promise<void>) | null>(null);
  const fields = useRef(new Map<string, Field>());
  // A submit made during the first paint is replayed one render after the carried values are set: the submit
  // handler of this first render was made before them (what it derived from `watch` would be the defaults).
  const [replay, setReplay] = useState(false);
  useEffect(() => {
    if (!replay) return;
    setReplay(false);
    void submit.current?.();
  }, [replay]);
  useEffect(() => {
    const { values, focus } = carry;
    const submitting = carry.submit;
    carry.values = null;
    carry.focus = null;
    carry.submit = false;
    if (values)
      for (const [name, value] of Object.entries(values)) {
        const path = name as Path<T>;
        if (form.getValues(path) !== value) form.setValue(path, value as never, { shouldDirty: true });
      }
    const el = focus ? fields.current.get(focus.name) : undefined;
    if (focus && el) {
      el.focus();
      try {
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
          el.setSelectionRange(focus.start, focus.end);
      } catch {
        // Inputs without a text selection (email, number) keep the caret where focus put it.
      }
    }
    if (submitting) setReplay(true);
  }, [carry, form]);
  return {
    ...form,
    register: ((name, rules) => {
      const field = form.register(name, rules);
      return {
        ...field,
        ref: (el: Field | null) => {
          field.ref(el);
          if (el) fields.current.set(name, el);
        },
      };
    }) as UseFormReturn<T>['register'],
    handleSubmit: ((onValid, onInvalid) => {
      const handler = form.handleSubmit(onValid, onInvalid);
      submit.current = async () => {
        await handler();
      };
      return handler;
    }) as UseFormReturn<T>['handleSubmit'],
  };
}

function useFirstPaintForm<T extends FieldValues>(options: UseFormProps<T>, phase: Phase): UseFormReturn<T> {
  const [values, setValues] = useState<Values>(() => ({ ...((options.defaultValues as Values | undefined) ?? {}) }));
  const [waiting, setWaiting] = useState(false);
  const current = useRef(values);
  current.current = values;
  const fields = useRef(new Map<string, Field>());
  const { carry } = phase;

  // Drawn anew with react-hook-form: hand over what the visitor typed (read from the inputs too, for what the
  // browser filled in without an input event) and which field had the focus.
  useLayoutEffect(
    () => () => {
      const handed: Values = { ...current.current };
      for (const [name, el] of fields.current) {
        if (!el.isConnected || (el instanceof HTMLInputElement && el.type === 'radio')) continue;
        handed[name] = fieldValue(el);
        const root = el.getRootNode() as Document | ShadowRoot;
        if (root.activeElement === el)
          carry.focus = {
            name,
            start: el instanceof HTMLSelectElement ? null : el.selectionStart,
            end: el instanceof HTMLSelectElement ? null : el.selectionEnd,
          };
      }
      carry.values = handed;
    },
    [carry],
  );

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
    onBlur: async () => undefined,
    ref: (el: Field | null) => {
      if (!el) return;
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
    carry.submit = true;
    setWaiting(true);
    try {
      await phase.load();
    } catch {
      carry.submit = false;
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
    // Checking a field needs the library: it is on its way; the visitor's next click finds it.
    trigger: async () => {
      phase.load().catch(() => undefined);
      return false;
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
