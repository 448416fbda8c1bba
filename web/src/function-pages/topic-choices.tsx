import type { MailTopic } from '@roca/contract/mail';

/** One topic as a box: ticked when the person consents to it now; `note`, what is on record of it. */
type TopicBox = { topic: MailTopic; label: string; description: string; ticked: boolean; note?: string };

/**
 * The e-mail topics as a group of boxes named `topics`, each with its description (and what is on
 * record), and the group's error when the server refused what was sent: the mail link's
 * preferences page and My membership's e-mail choices.
 */
export function TopicChoices({ id, legend, topics, error }: { id: string; legend: string; topics: TopicBox[]; error?: string }) {
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined} className="space-y-3 rounded-md border border-gray-300 p-4">
      <legend className="px-1 font-semibold text-gray-900">{legend}</legend>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {topics.map((choice) => (
        <div key={choice.topic} className="flex items-start gap-3">
          <input
            id={`topic-${choice.topic}`}
            type="checkbox"
            name="topics"
            value={choice.topic}
            defaultChecked={choice.ticked}
            aria-describedby={`topic-${choice.topic}-description`}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <div>
            <label htmlFor={`topic-${choice.topic}`} className="font-semibold text-gray-900">
              {choice.label}
            </label>
            <p id={`topic-${choice.topic}-description`} className="text-sm text-gray-700">
              {choice.description}
              {choice.note && <span className="block">{choice.note}</span>}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
