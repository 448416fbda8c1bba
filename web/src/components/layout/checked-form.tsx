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
export function ErrorSummary({ headingLevel = 2, errors = [] }: { headingLevel?: 2 | 3; errors?: [string, string][] }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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

/**
 * A text field with its label and its error slot (`{id}-error`). `{length}` in tooLongMessage is
 * the value's length; `invalidMessage` is for a value the field's type refuses (an e-mail field).
 * `error` is what the server said of the value it was sent (`defaultValue`).
 */
export function CheckedField({
  id,
  name,
  label,
  type = 'text',
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
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength: number;
  /** Ids of hints that go with the field. */
  describedBy?: string;
  missingMessage: string;
  tooLongMessage: string;
  invalidMessage?: string;
  defaultValue?: string;
  error?: string;
}) {
  const described = [describedBy, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        data-missing-message={missingMessage}
        data-too-long-message={tooLongMessage}
        data-invalid-message={invalidMessage}
        className="mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700"
      />
      <p id={`${id}-error`} hidden={!error} className="mt-1 text-sm font-medium text-red-800">
        {error}
      </p>
    </div>
  );
}
