/**
 * Checks public forms before they are sent (components/layout/checked-form.tsx renders them): a
 * form with `data-checked-form` is sent only when each field with an error slot (`{id}-error`)
 * passes its HTML rules, `required` (a box ticked, one of a group of radio buttons chosen),
 * `maxlength` and its type (an e-mail address). Otherwise each message goes beside its field
 * and into the form's error summary, which takes the focus; each message there is a link to its
 * field. Once shown, a message follows the field as the visitor types.
 *
 * The browser's own checks of those rules are switched off (novalidate) where this runs, so the
 * visitor sees one kind of message; without this script the browser's own checks stop the form.
 * Listens on the document, so forms rendered later (in the hydrated app) are checked too. Returns
 * the undo.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const CHECKED_FORM = 'form[data-checked-form]';
const errorSlotOf = (field: Field) => document.getElementById(`${field.id}-error`);

/** Why the field's value cannot be sent, from its own rules and messages; null when it can. */
function problemWith(field: Field): string | null {
  // valueMissing: an unticked required box, a group with no button chosen; trim: a blank text.
  if (field.validity.valueMissing || (field.required && !field.value.trim())) return field.dataset.missingMessage ?? null;
  if (field.maxLength >= 0 && field.value.length > field.maxLength) {
    return field.dataset.tooLongMessage?.replace('{length}', String(field.value.length)) ?? null;
  }
  if (field.validity.typeMismatch) return field.dataset.invalidMessage ?? null;
  return null;
}

const checkedFields = (form: HTMLFormElement) =>
  [...form.elements].filter((element): element is Field => {
    const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
    return isField && !!element.id && !!errorSlotOf(element);
  });

/** Shows or clears the message beside the field, tied to it for screen readers. */
function showBeside(field: Field, problem: string | null) {
  const slot = errorSlotOf(field)!;
  slot.textContent = problem;
  slot.hidden = !problem;
  const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== slot.id);
  if (problem) describedBy.push(slot.id);
  if (describedBy.length) field.setAttribute('aria-describedby', describedBy.join(' '));
  else field.removeAttribute('aria-describedby');
  // A radio group is invalid as a whole: its radiogroup says so (ARIA 1.2), not each button (checked-form.tsx).
  const marked = (field.type === 'radio' && field.closest('[role="radiogroup"]')) || field;
  if (problem) marked.setAttribute('aria-invalid', 'true');
  else marked.removeAttribute('aria-invalid');
}

/** Lists the form's problems in its summary, each a link to its field; hides it when there are none. */
function summarise(form: HTMLFormElement, problems: [Field, string][]) {
  const summary = form.querySelector<HTMLElement>('[data-error-summary]');
  if (!summary) return;
  const items = problems.map(([field, problem]) => {
    const link = Object.assign(document.createElement('a'), { href: `#${field.id}`, textContent: problem, className: 'underline' });
    const item = document.createElement('li');
    item.append(link);
    return item;
  });
  summary.querySelector('ul')?.replaceChildren(...items);
  summary.hidden = !problems.length;
}

function check(form: HTMLFormElement, fields: Field[]) {
  const problems: [Field, string][] = [];
  for (const field of fields) {
    const problem = problemWith(field);
    showBeside(field, problem);
    if (problem) problems.push([field, problem]);
  }
  summarise(form, problems);
  return problems;
}

export function checkFormsBeforeSending(): () => void {
  const forms = [...document.querySelectorAll<HTMLFormElement>(CHECKED_FORM)];
  for (const form of forms) form.noValidate = true;
  // The time trap's stamp (docs/inbox.md, "Spam"): when the page showed the form.
  for (const stamp of document.querySelectorAll<HTMLInputElement>(`${CHECKED_FORM} input[name=started]`)) stamp.value = String(Date.now());
  // A page the server answered a refused form with: its summary takes the focus, as after a refused submit here.
  document.querySelector<HTMLElement>(`${CHECKED_FORM} [data-error-summary]:not([hidden])`)?.focus();

  function onSubmit(event: SubmitEvent) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(CHECKED_FORM)) return;
    if (!check(form, checkedFields(form)).length) return;
    event.preventDefault();
    form.querySelector<HTMLElement>('[data-error-summary]')?.focus();
  }
  // Once shown, messages follow what the visitor types or ticks: the fields that show one (the
  // server's too) are checked again; choosing a radio button changes its group, whose first button has the message.
  function onInput(event: Event) {
    const form = (event.target as Element).closest?.<HTMLFormElement>(CHECKED_FORM);
    const marked = form ? checkedFields(form).filter((field) => !errorSlotOf(field)!.hidden) : [];
    if (form && marked.length) check(form, marked);
  }
  // A link in a summary puts the focus in its field, not only the field in view.
  function onClick(event: MouseEvent) {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('[data-error-summary] a[href^="#"]');
    const field = link && document.getElementById(link.hash.slice(1));
    if (!field) return;
    event.preventDefault();
    field.focus();
  }
  document.addEventListener('submit', onSubmit);
  document.addEventListener('input', onInput);
  document.addEventListener('click', onClick);
  return () => {
    for (const form of forms) form.noValidate = false;
    document.removeEventListener('submit', onSubmit);
    document.removeEventListener('input', onInput);
    document.removeEventListener('click', onClick);
  };
}
