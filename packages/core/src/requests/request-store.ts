import type { ValidationErrors } from '../rules/validation/field-validators.js';
import { fieldProblemText, type FieldProblems, problemTextsOnRead } from '../rules/validation/field-problems.js';
import { requestFailure, type RequestFailure } from './request-policy.js';

/** What a front end does with a failure's route (the 401 and 403 pages) and its message. */
export interface RequestEffects {
  /** Goes to a page: the 401 page for an ended session, the 403 page for a refused load. */
  readonly navigate: (to: string) => void;
  /**
   * Shows a change's outcome (a toast): its success text, or its failure (`error`, kept until dismissed).
   * Without it a failure's message stays in the action's state for the form to show.
   */
  readonly notify?: (notice: { readonly content: string; readonly error: boolean }) => void;
}

/** Data a screen shows once loaded, or why it is not there yet. */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string; readonly failure?: RequestFailure }
  | { readonly status: 'ready'; readonly data: T };

type Listener = () => void;

function listeners() {
  const all = new Set<Listener>();
  return {
    subscribe: (listener: Listener): (() => void) => {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit: () => all.forEach((listener) => listener()),
  };
}

/** A load whose state a view subscribes to (`useSyncExternalStore` in React, a loop in a terminal). */
export interface QueryStore<Data> {
  readonly getSnapshot: () => Loadable<Data>;
  readonly subscribe: (listener: Listener) => () => void;
  /** Loads: showing the loading state, or (`quiet`) keeping what is shown until the answer arrives. */
  readonly load: (quiet?: boolean) => void;
  /** Replaces the shown data at once (with the answer of a change that returns it). */
  readonly replace: (data: Data) => void;
  /** Ignores the answer of a load still running (the view went away or asks for something else). */
  readonly cancel: () => void;
}

/**
 * A store for what a screen loads: the latest load wins, a failure goes through {@link requestFailure} with
 * the `load` intent (the 401 and 403 pages; any other failure's message with a retry).
 */
export function createQueryStore<Data>(
  fetch: () => Promise<Data>,
  effects: RequestEffects,
  serverFailure?: string,
): QueryStore<Data> {
  const { subscribe, emit } = listeners();
  let state: Loadable<Data> = { status: 'loading' };
  let run = 0;
  const set = (next: Loadable<Data>) => {
    state = next;
    emit();
  };
  return {
    getSnapshot: () => state,
    subscribe,
    load(quiet = false) {
      const current = ++run;
      if (!quiet) set({ status: 'loading' });
      fetch().then(
        (data) => current === run && set({ status: 'ready', data }),
        (error: unknown) => {
          if (current !== run) return;
          const failure = requestFailure(error, 'load', serverFailure);
          if ('route' in failure) effects.navigate(failure.route);
          set({ status: 'failed', message: failure.message, failure });
        },
      );
    },
    replace: (data) => set({ status: 'ready', data }),
    cancel: () => void run++,
  };
}

/** The state of a change: whether one runs, the server's problems per field, the last failure. */
export interface ActionState {
  readonly busy: boolean;
  readonly errors: ValidationErrors;
  readonly failure: RequestFailure | null;
}

export interface ActionOptions<Data> {
  /**
   * Checks the input first (core's form validator): nothing is sent while it finds a problem; its codes are
   * written in the reader's language each time the errors are read (core's catalogues, which the web's language
   * switch rewrites), so an error shown follows a switch.
   */
  readonly validate?: () => FieldProblems;
  /** The screen's text for a server fault (5xx). */
  readonly serverFailure?: string;
  /** The success text to show (the server's `message`, usually); none when it gives null. */
  readonly success?: (data: Data) => string | null;
  readonly onSuccess?: (data: Data) => void;
}

/** Sends changes one at a time and keeps their outcome for a view. */
export interface ActionStore {
  readonly getSnapshot: () => ActionState;
  readonly subscribe: (listener: Listener) => () => void;
  /**
   * Runs a change unless one is running; resolves true on success. A failure goes through
   * {@link requestFailure} with the `change` intent: its field errors stay for the form, its message goes to
   * `notify` (or stays in `failure`), an ended session goes to the 401 page.
   */
  readonly run: <Data>(call: () => Promise<Data>, options?: ActionOptions<Data>) => Promise<boolean>;
  /** Forgets the field errors and the failure (the form was edited or closed). */
  readonly clear: () => void;
}

const idle: ActionState = { busy: false, errors: {}, failure: null };

/** Creates an {@link ActionStore}; `serverFailure` is the text for a server fault unless a run gives its own. */
export function createActionStore(effects: RequestEffects, serverFailure?: string): ActionStore {
  const { subscribe, emit } = listeners();
  let state: ActionState = idle;
  const set = (next: ActionState) => {
    state = next;
    emit();
  };
  return {
    getSnapshot: () => state,
    subscribe,
    clear: () => set({ ...state, errors: {}, failure: null }),
    async run<Data>(call: () => Promise<Data>, options: ActionOptions<Data> = {}): Promise<boolean> {
      if (state.busy) return false;
      const problems = options.validate?.() ?? {};
      if (Object.values(problems).some((list) => list.length > 0)) {
        set({ busy: false, errors: problemTextsOnRead(problems, (problem) => fieldProblemText(problem)), failure: null });
        return false;
      }
      set({ busy: true, errors: {}, failure: null });
      try {
        const data = await call();
        set(idle);
        const message = options.success?.(data) ?? null;
        if (message !== null) effects.notify?.({ content: message, error: false });
        options.onSuccess?.(data);
        return true;
      } catch (error) {
        const failure = requestFailure(error, 'change', options.serverFailure ?? serverFailure);
        if ('route' in failure) {
          set(idle);
          effects.navigate(failure.route);
          return false;
        }
        set({ busy: false, errors: failure.fieldErrors, failure });
        effects.notify?.({ content: failure.message, error: true });
        return false;
      }
    },
  };
}
