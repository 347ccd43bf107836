/**
 * A form pressed before the app runs (issue 26). Public pages arrive prerendered, so on a slow
 * phone a parent can type, leave a field and press "Log in" before the app's script has run: the
 * browser would then send the plain form itself (a POST back to the page: every form of the app
 * says method="post", src/server/spa.ts answers it with 303, and what was typed is lost).
 *
 * The page's early script (./early.ts, a classic script in the head) holds such a press instead:
 * the form is marked busy (`aria-busy` on the form and its button: a spinner, form.css) and
 * waits. Once the app has hydrated the form, its submit button hands the press over
 * (`takeEarlyForm`, src/components/form/SubmitButton.tsx): each field left meanwhile is left again
 * (its error shows, SPEC §5) and the form is submitted as the parent pressed it, through the app.
 * What was typed stays in the inputs (React hydrates them as they are; useTextForm and
 * react-hook-form read them).
 *
 * What the two share lives on the form element itself (a property, not an attribute: hydration
 * finds the markup the server sent). This file imports nothing: it is part of the early script,
 * which every page loads before its first paint (tests/budget counts it).
 */
const EARLY = '__hanziEarlyForm';

interface EarlyForm {
  /** the app has the form: its own handlers answer from now on */
  taken?: true;
  /** the names of the fields left (focus out) before the app ran, in order */
  left: string[];
  /** set when the form was pressed: the button pressed, or null (Enter in a field) */
  pressed?: HTMLElement | null;
}

type HeldForm = HTMLFormElement & { [EARLY]?: EarlyForm };

const earlyOf = (form: HeldForm): EarlyForm => (form[EARLY] ??= { left: [] });

const BUSY = 'aria-busy';

/** The early script's part: from the head of every page, before the app runs. */
export function holdEarlyForms(): void {
  // On the window, as the event bubbles: a form the app already runs was answered by its own
  // handler (react-hook-form's and useTextForm's `handleSubmit` prevent the browser's submission).
  addEventListener('submit', (event) => {
    const form = event.target as HeldForm;
    const early = earlyOf(form);
    if (event.defaultPrevented || early.taken) return;
    event.preventDefault();
    early.pressed = (event as SubmitEvent).submitter;
    form.setAttribute(BUSY, 'true');
    early.pressed?.setAttribute(BUSY, 'true');
  });
  addEventListener(
    'focusout',
    (event) => {
      const { form, name } = event.target as HTMLInputElement;
      if (!form || !name) return;
      const early = earlyOf(form);
      if (!early.taken && !early.left.includes(name)) early.left.push(name);
    },
    true,
  );
}

/**
 * The app's part: `form` is hydrated and its handlers are in. The fields left before are left
 * again, then a press made before is made again (the browser's `requestSubmit`: the form's
 * `onSubmit` validates and sends). Once per form; a form drawn by the app itself has nothing held.
 */
export function takeEarlyForm(form: HTMLFormElement): void {
  const early = earlyOf(form);
  if (early.taken) return;
  early.taken = true;
  for (const name of early.left) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLElement) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  const { pressed } = early;
  if (pressed === undefined) return;
  form.removeAttribute(BUSY);
  pressed?.removeAttribute(BUSY);
  const button = pressed && pressed.isConnected && (pressed as HTMLButtonElement).form === form ? pressed : null;
  form.requestSubmit(button);
}
