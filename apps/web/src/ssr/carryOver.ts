/**
 * What a visitor did to the server's copy of a page before the app took it over. A member's page
 * replaces the server's markup (decision 0037) and a visitor's hydrates it (decision 0050); either
 * way a search typed into the Job Board's box while the page's code was still loading would
 * otherwise vanish when React drew its own box, or drew its state into the same box.
 *
 * `carryOverServerInputs(root)` is called before the app renders into `root`. It remembers the
 * server's form fields; when React swaps them out, each field the visitor changed is found again
 * in the app's markup (by id, name or label) and given the same value through the events React
 * listens to, so the page reacts as if it had been typed there. Focus and the caret follow.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

const TEXT_LIKE = /^(text|search|email|url|tel|number|password|date|month|week|time|datetime-local)$/;

/** How to find "the same field" again in the app's markup: React's generated ids differ between
 * the server's render and the browser's, so the field's name and its label's text count too. */
export interface FieldMark {
  tag: string;
  id: string;
  name: string | null;
  ariaLabel: string | null;
  labelText: string | null;
}

const text = (node: Element | null | undefined) => node?.textContent?.trim() || null;

export function markOf(field: Field): FieldMark {
  const label = field.id ? field.ownerDocument.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
  return {
    tag: field.tagName,
    id: field.id,
    name: field.getAttribute('name'),
    ariaLabel: field.getAttribute('aria-label'),
    labelText: text(label ?? field.closest('label')),
  };
}

/** The one field of `root` that `mark` describes, or null when none or several match. */
export function findField(root: HTMLElement, mark: FieldMark): Field | null {
  const one = (list: Field[]) => {
    const same = list.filter((f) => f.tagName === mark.tag);
    return same.length === 1 ? same[0]! : null;
  };
  const all = Array.from(root.querySelectorAll<Field>(FIELDS));
  if (mark.id) {
    const byId = one(all.filter((f) => f.id === mark.id));
    if (byId) return byId;
  }
  if (mark.name) {
    const byName = one(all.filter((f) => f.getAttribute('name') === mark.name));
    if (byName) return byName;
  }
  if (mark.ariaLabel) {
    const byAria = one(all.filter((f) => f.getAttribute('aria-label') === mark.ariaLabel));
    if (byAria) return byAria;
  }
  if (mark.labelText) return one(all.filter((f) => text(f.labels?.[0]) === mark.labelText));
  return null;
}

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets a text field's value the way typing does: through the prototype's setter, then the event React reads. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Chooses a select's option the way a visitor does: the value, then the event React reads. */
function chooseIn(field: HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Gives `to` (the app's field) what the visitor did to `from` (the server's). */
function replay(from: Field, to: Field) {
  if (isCheckable(to)) {
    if (to.checked !== (from as HTMLInputElement).checked) to.click();
    return;
  }
  if (to.value === from.value) return;
  if (to instanceof HTMLSelectElement) chooseIn(to, from.value);
  else typeInto(to, from.value);
}

function restoreFocus(from: Field, to: Field) {
  to.focus();
  const textLike =
    to instanceof HTMLTextAreaElement || (to instanceof HTMLInputElement && TEXT_LIKE.test(to.type));
  if (!textLike) return;
  const source = from as HTMLInputElement | HTMLTextAreaElement;
  try {
    const end = to.value.length;
    to.setSelectionRange(source.selectionStart ?? end, source.selectionEnd ?? end);
  } catch {
    // Some input types (number, email) have no selection: focus is enough.
  }
}

/** The server's form fields in `root`, before the app takes the page over. */
export const serverFields = (root: HTMLElement): Field[] => Array.from(root.querySelectorAll<Field>(FIELDS));

/**
 * After hydration (decision 0050) React owns the server's own fields, but a value typed before it
 * did is only in the DOM: React's state still holds the server's, and React's next render of the
 * field writes that back. Call this when hydration commits, before that render: it reads what was
 * typed, and the function it returns hands it to React (call that in a later task, when React is
 * not rendering) by setting each value as typing does, so the page reacts as if it had been typed
 * after the take-over. Focus never moved.
 */
export function keepTypedValues(fields: Field[]): () => void {
  const typed = fields
    .filter((field) => field.isConnected && changed(field))
    .map((field) => ({ field, value: field.value, checked: (field as HTMLInputElement).checked }));
  return () => {
    for (const { field, value, checked } of typed) {
      if (!field.isConnected) continue;
      // React's own value is what it rendered (it sets defaultValue to it): setting that first
      // through the element (whose setter React watches) makes the typed value a change to it.
      if (isCheckable(field)) {
        field.checked = field.defaultChecked;
        if (field.checked !== checked) field.click();
      } else if (field instanceof HTMLSelectElement) {
        chooseIn(field, value);
      } else {
        field.value = field.defaultValue;
        typeInto(field, value);
      }
    }
  };
}

/**
 * Watches `root`'s server-rendered fields until the app replaces them and has drawn their
 * counterparts (or `timeoutMs` passes), and carries the visitor's changes and focus across.
 * Returns a function that stops watching.
 */
export function carryOverServerInputs(root: HTMLElement, timeoutMs = 15_000): () => void {
  const fields = serverFields(root);
  if (fields.length === 0) return () => undefined;
  const marks = new Map(fields.map((f) => [f, markOf(f)]));
  let lastFocused: Field | null = null;
  const onFocus = (event: FocusEvent) => {
    if (fields.includes(event.target as Field)) lastFocused = event.target as Field;
  };
  const onBlur = () => {
    // Focus moved elsewhere on purpose (not lost to the swap): nothing to restore.
    queueMicrotask(() => {
      if (lastFocused?.isConnected && document.activeElement !== lastFocused) lastFocused = null;
    });
  };
  document.addEventListener('focusin', onFocus);
  document.addEventListener('focusout', onBlur);
  if (fields.includes(document.activeElement as Field)) lastFocused = document.activeElement as Field;

  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('focusout', onBlur);
  };
  // Set when React has removed the server's fields: those the visitor changed or was in, still to
  // be found in the app's markup (a signed-in member's page can draw its fields a moment later).
  let pending: Field[] | null = null;
  const settle = () => {
    if (pending === null) {
      if (fields.some((f) => f.isConnected)) return; // the server's markup is still there
      pending = fields.filter((f) => changed(f) || f === lastFocused);
    }
    pending = pending.filter((from) => {
      const to = findField(root, marks.get(from)!);
      if (!to) return true;
      if (changed(from)) replay(from, to);
      if (from === lastFocused && (document.activeElement === document.body || !document.activeElement))
        restoreFocus(from, to);
      return false;
    });
    if (pending.length === 0) stop();
  };
  const observer = new MutationObserver(settle);
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(stop, timeoutMs);
  return stop;
}
