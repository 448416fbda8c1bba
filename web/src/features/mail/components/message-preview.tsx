/**
 * A message as its recipient sees it: the subject, the HTML in a sandboxed frame (no script, no
 * link followed, nothing of the panel reachable from it), and the plain-text part.
 */
export function MessagePreview({
  subject,
  html,
  text,
  title = 'Preview',
}: {
  subject: string;
  html: string;
  text: string;
  title?: string;
}) {
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <p className="break-words text-sm text-gray-900">
        <span className="font-medium">Subject:</span> {subject}
      </p>
      <iframe
        title={`${title}: the message as HTML`}
        sandbox=""
        srcDoc={html}
        className="h-96 w-full rounded-md border border-gray-300 bg-white"
      />
      <details>
        <summary className="cursor-pointer text-sm font-medium text-gray-900">The plain-text part</summary>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-gray-50 p-3 text-sm text-gray-900">
          {text}
        </pre>
      </details>
    </section>
  );
}
