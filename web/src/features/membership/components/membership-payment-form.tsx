import { LIMITS } from '@roca/contract/limits';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '#web/components/layout/page';
import { site } from '#web/config/site';

/** Why a member name cannot be sent, or null when it can (docs/requirements.md, Membership). */
export function memberNameError(name: string): string | null {
  if (!name.trim()) return "Please enter the member's name.";
  if (name.length > LIMITS.memberName) return `The member's name must be at most ${LIMITS.memberName} characters (now ${name.length}).`;
  return null;
}

/**
 * The membership payment form (docs/requirements.md, Membership): a plain form POST to the payment provider's
 * hosted button (its id is stored content), carrying the member's name as option field os0. Nothing is sent while the name
 * is invalid; the error shows under the field.
 */
export function MembershipPaymentForm({ hostedButtonId, feeText }: { hostedButtonId: string; feeText: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Fixed ids, not useId: as an island this form hydrates in its own React root (web/src/islands).
  const inputId = 'member-name';
  const errorId = 'member-name-error';
  const inputRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problem = memberNameError(name);
    if (problem) {
      event.preventDefault();
      setError(problem);
      inputRef.current?.focus();
    }
  }

  return (
    <form action={site.payment.actionUrl} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="cmd" value={site.payment.command} />
      <input type="hidden" name="hosted_button_id" value={hostedButtonId} />
      <input type="hidden" name="on0" value="Member's Name" />
      <div>
        <label htmlFor={inputId} className="block font-semibold text-gray-900">
          Member's Name
        </label>
        <input
          id={inputId}
          ref={inputRef}
          name="os0"
          type="text"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(memberNameError(event.target.value));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`mt-1 block w-full rounded-md border px-3 py-2 ${error ? 'border-red-700' : 'border-gray-400'}`}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClass('primary')}>
        Pay {feeText.split(' ')[0]} Membership Fee
      </button>
      <p className="text-sm text-gray-700">You will continue to our card payment provider to complete the payment securely.</p>
    </form>
  );
}
