import { LIMITS } from '@roca/contract/limits';

/**
 * Parts of a public form (docs/requirements.md: public forms are plain HTML and work without
 * JavaScript). The form carries `data-checked-form`; its fields carry their rules as HTML
 * (required, maxlength), which the browser enforces when no script runs, and their messages as
 * data, which the page script (web/src/page-script/form-checks.ts) shows beside the field and in
 * the form's error summary instead of the browser's bubbles. The error slots are in the HTML,
 * empty and hidden, so the script only fills them in.
 */

/**
 * Where the form lists its errors, each a link to its field: hidden while there are none. A page
 * the server rendered after a POST passes the errors it found (field id, message), shown at once.
 */
export function ErrorSummary({ headingLevel = 2, errors = [] }: { headingLevel?: 2 | 3 | 4 | 5; errors?: [string, string][] }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-error-summary
      hidden={errors.length === 0}
      role={errors.length > 0 ? 'alert' : undefined}
      tabIndex={-1}
      className="rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-900 focus:outline-none"
    >
      <Heading className="font-semibold">There is a problem</Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map(([id, message]) => (
          <li key={id}>
            <a className="underline" href={`#${id}`}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The slot beside a field where its message goes: in the HTML, empty and hidden until there is one. */
function ErrorSlot({ id, error }: { id: string; error?: string }) {
  return (
    <p id={`${id}-error`} hidden={!error} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

/** What ties a field to its hints and to the message the server gave it. */
const describedByOf = (id: string, describedBy: string | undefined, error: string | undefined) =>
  [describedBy, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/**
 * A text field with its label and its error slot (`{id}-error`). `{length}` in tooLongMessage is
 * the value's length; `invalidMessage` is for a value the field's type refuses (an e-mail field,
 * a web address). `error` is what the server said of the value it was sent (`defaultValue`).
 * `multiline`: a textarea (a postal address, a message). `optional`: may be left empty (its label
 * says so), and `missingMessage` is then not needed.
 */
export function CheckedField({
  id,
  name,
  label,
  type = 'text',
  multiline = false,
  rows = 3,
  optional = false,
  autoComplete,
  maxLength,
  describedBy,
  missingMessage,
  tooLongMessage,
  invalidMessage,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'url' | 'tel';
  multiline?: boolean;
  rows?: number;
  optional?: boolean;
  autoComplete?: string;
  maxLength: number;
  /** Ids of hints that go with the field. */
  describedBy?: string;
  missingMessage?: string;
  tooLongMessage: string;
  invalidMessage?: string;
  defaultValue?: string;
  error?: string;
}) {
  const field = {
    id,
    name,
    autoComplete,
    required: !optional,
    maxLength,
    defaultValue,
    'aria-describedby': describedByOf(id, describedBy, error),
    'aria-invalid': error ? true : undefined,
    'data-missing-message': missingMessage,
    'data-too-long-message': tooLongMessage,
    className: 'mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700',
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
        {optional && <span className="font-normal text-gray-700"> (optional)</span>}
      </label>
      {multiline ? <textarea rows={rows} {...field} /> : <input type={type} data-invalid-message={invalidMessage} {...field} />}
      <ErrorSlot id={id} error={error} />
    </div>
  );
}

/**
 * A box that must be ticked (an age confirmation), with its error slot. The browser stops the
 * form without it when no script runs (required); the page script shows `missingMessage`.
 */
export function CheckedCheckbox({
  id,
  name,
  label,
  missingMessage,
  defaultChecked,
  error,
}: {
  id: string;
  name: string;
  label: string;
  missingMessage: string;
  defaultChecked?: boolean;
  error?: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required
          defaultChecked={defaultChecked}
          aria-describedby={describedByOf(id, undefined, error)}
          aria-invalid={error ? true : undefined}
          data-missing-message={missingMessage}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="font-semibold text-gray-900">
          {label}
        </label>
      </div>
      <ErrorSlot id={id} error={error} />
    </div>
  );
}

/**
 * A choice of one among options, as radio buttons in a fieldset whose legend names the group.
 * The first button carries the group's id and its messages, so the summary's link goes to it
 * (where the keyboard enters the group) and the page script checks the group through it; the
 * message is read with it. The group is invalid as a whole: the fieldset is the radiogroup, and
 * carries aria-invalid while it has an error (ARIA 1.2 lists aria-invalid for radiogroup, not for
 * radio; screen readers announce the group's state as the keyboard enters it).
 */
export function CheckedRadioGroup<Value extends string>({
  id,
  name,
  legend,
  options,
  missingMessage,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  legend: string;
  options: readonly { value: Value; label: string; hint?: string }[];
  missingMessage: string;
  defaultValue?: Value | '';
  error?: string;
}) {
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-legend`} aria-invalid={error ? true : undefined}>
      <legend id={`${id}-legend`} className="font-semibold text-gray-900">
        {legend}
      </legend>
      <ErrorSlot id={id} error={error} />
      <div className="mt-2 space-y-2">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          const first = index === 0;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                name={name}
                type="radio"
                value={option.value}
                required
                defaultChecked={option.value === defaultValue}
                aria-describedby={describedByOf(optionId, option.hint && `${optionId}-hint`, first ? error : undefined)}
                data-missing-message={first ? missingMessage : undefined}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={optionId} className="text-gray-900">
                  {option.label}
                </label>
                {option.hint && (
                  <p id={`${optionId}-hint`} className="text-sm text-gray-700">
                    {option.hint}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * An e-mail address field: the address a public form needs, with the messages every such form
 * gives (`label` and `missingMessage` say what the address is for, where a form needs to).
 */
export function CheckedEmailField({
  id,
  name,
  label = 'E-mail address',
  missingMessage = 'Please enter your e-mail address.',
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label?: string;
  missingMessage?: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <CheckedField
      id={id}
      name={name}
      label={label}
      type="email"
      autoComplete="email"
      maxLength={LIMITS.email}
      missingMessage={missingMessage}
      tooLongMessage={`The e-mail address must be at most ${LIMITS.email} characters (now {length}).`}
      invalidMessage="Please enter an e-mail address such as name@example.org."
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/**
 * An optional file (a photo): the form that has one posts multipart/form-data. The server checks
 * the file's size and what its bytes are, and says what was wrong in the error slot; `hint` says
 * what it takes. Nothing to fill in again: a refused form comes back without the file.
 */
export function FileField({
  id,
  name,
  label,
  accept,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: string;
  accept: string;
  hint: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
        <span className="font-normal text-gray-700"> (optional)</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {hint}
      </p>
      <input
        type="file"
        id={id}
        name={name}
        accept={accept}
        aria-describedby={describedByOf(id, `${id}-hint`, error)}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full max-w-full text-gray-900 file:mr-3 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:py-2"
      />
      <ErrorSlot id={id} error={error} />
    </div>
  );
}

/**
 * A public form's honeypot: a field out of sight and out of the keyboard's and screen readers' way,
 * which bots that fill every field fill; the server answers such a form as if it went through.
 */
export function Honeypot({ id, name }: { id: string; name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
