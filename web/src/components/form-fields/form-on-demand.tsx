import { useLingui } from '@lingui/react/macro';
import { Suspense, use, useEffect, useLayoutEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { FormAlert } from './form-status';
// The server's form is styled at first paint: its styles come with the page, not with its code.
import './form-fields.css';

// A form on a page the Worker rendered, whose code (react-hook-form, the form layer and the form's
// own logic: about 20 KB gzip) loads when the visitor turns to the form rather than with the page
// (issue 27: a form page's first JavaScript within 138 KB). The server renders the form whole. While
// the page hydrates, the form's boundary suspends, so React leaves the server's HTML in place and
// working as HTML: the visitor can read it and type in it. A focus, tap or key inside it loads the
// code; React then hydrates the form, whose react-hook-form takes what was typed meanwhile (a field
// edited before the form is ready keeps its value), and a submit made before that is held and made
// again once the form's code runs. A page the browser renders itself (a navigation within the site)
// loads the form at once; its route's loader can `preload` it.

/** Events that mean the visitor has turned to a form (autofill sends input or change without a focus). */
const TURNED_TO = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'submit'] as const;

export type FormOnDemand<P> = ((props: P) => ReactNode) & {
  /**
   * Loads the form's code now; a route's loader, so that a navigation shows the page with its form.
   * Never fails: a form that could not load says so in its place.
   */
  preload(): Promise<null>;
};

/**
 * The form `load` resolves to, loaded on demand (see above). `name` marks its place in the page
 * (`data-form-on-demand`), the same on the server and in the browser.
 */
export function formOnDemand<P extends object>(name: string, load: () => Promise<ComponentType<P>>): FormOnDemand<P> {
  let Form: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Form = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  // While hydrating: the form's code loads at the visitor's first turn to it, and again at the next
  // should it fail to load (the server's form stays meanwhile).
  let hydrating: Promise<void> | null = null;
  // Until the form's code runs, a submit is held here rather than posted as HTML.
  let held: HTMLFormElement | null = null;
  let live = false;
  const inForm = (event: Event) => event.target instanceof Element && event.target.closest(`[data-form-on-demand="${name}"]`) !== null;
  const untilTurnedTo = () =>
    new Promise<void>((resolve) => {
      const onEvent = (event: Event) => {
        if (!inForm(event)) return;
        for (const type of TURNED_TO) document.removeEventListener(type, onEvent, true);
        resolve();
      };
      for (const type of TURNED_TO) document.addEventListener(type, onEvent, true);
    });
  const loadWhenTurnedTo = (): Promise<void> =>
    untilTurnedTo()
      .then(start)
      .catch(() => loadWhenTurnedTo());
  const holdSubmits = () => {
    const onSubmit = (event: Event) => {
      if (live) return document.removeEventListener('submit', onSubmit, true);
      if (!inForm(event) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      held = event.target;
    };
    document.addEventListener('submit', onSubmit, true);
  };

  // Elsewhere (the server, a page the browser renders itself) the code loads at once; whether it
  // did, so that a failure can offer to try again.
  let loadNow: Promise<boolean> | null = null;
  const loadedNow = () =>
    (loadNow ??= start().then(
      () => true,
      () => false,
    ));

  /** Renders nothing: once the form's code runs, makes the submit held until then. */
  function ReplaySubmit() {
    useLayoutEffect(() => {
      live = true;
    }, []);
    useEffect(() => {
      const form = held;
      held = null;
      if (form?.isConnected) form.requestSubmit();
    }, []);
    return null;
  }

  function Loaded(props: P) {
    const hydrated = useHydrated();
    const [, retry] = useReducer((n: number) => n + 1, 0);
    const { t } = useLingui();
    if (!Form) {
      if (typeof document !== 'undefined' && !hydrated) {
        if (!hydrating) {
          holdSubmits();
          hydrating = loadWhenTurnedTo();
        }
        use(hydrating);
      } else if (!use(loadedNow())) {
        return (
          <FormAlert>
            <p>{t`The form could not load. Check your connection, then try again.`}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                loadNow = null;
                retry();
              }}
            >
              {t`Try again`}
            </button>
          </FormAlert>
        );
      }
    }
    const Component = Form!;
    return (
      <>
        <Component {...props} />
        <ReplaySubmit />
      </>
    );
  }

  function OnDemand(props: P) {
    const { t } = useLingui();
    return (
      <div className="form-on-demand" data-form-on-demand={name}>
        <Suspense fallback={<p role="status">{t`Loading the form…`}</p>}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  OnDemand.displayName = `FormOnDemand(${name})`;
  const preload = () => start().then(
    () => null,
    () => null,
  );
  return Object.assign(OnDemand, { preload });
}
