/**
 * Parts of a public form (docs/requirements.md: public forms are plain HTML and work without
 * JavaScript). The form carries `data-checked-form`; its fields carry their rules as HTML
 * (required, maxlength), which the browser enforces when no script runs, and their messages as
 * data, which the page script (web/src/page-script/form-checks.ts) shows beside the field and in
 * the form's error summary instead of the browser's bubbles. The error slots are in the HTML,
 * empty and hidden, so the script only fills them in.
 */

/** Where the form lists its errors, each a link to its field; hidden while there are none. */
export function ErrorSummary({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      data-error-summary
      hidden
      tabIndex={-1}
      className="rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-900 focus:outline-none"
    >
      <Heading className="font-semibold">There is a problem</Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5" />
    </div>
  );
}

/** A text field with its label and its error slot (`{id}-error`). `{length}` in tooLongMessage is the value's length. */
export function CheckedField({
  id,
  name,
  label,
  autoComplete,
  maxLength,
  describedBy,
  missingMessage,
  tooLongMessage,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete?: string;
  maxLength: number;
  /** Ids of hints that go with the field. */
  describedBy?: string;
  missingMessage: string;
  tooLongMessage: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        aria-describedby={describedBy}
        data-missing-message={missingMessage}
        data-too-long-message={tooLongMessage}
        className="mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700"
      />
      <p id={`${id}-error`} hidden className="mt-1 text-sm font-medium text-red-800" />
    </div>
  );
}
