// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { showServerFieldErrors } from './form-errors';

type Values = { heading: string; time: string; links: { url: string }[] };

/** A form like the staff forms: each field with its error text under it. */
function TestForm({ onReady, fieldOf }: { onReady: (apply: (error: unknown) => number) => void; fieldOf?: (field: string) => string }) {
  const form = useForm<Values>({ defaultValues: { heading: '', time: '', links: [{ url: '' }] } });
  const { errors } = form.formState;
  onReady((error) => showServerFieldErrors(error, form, fieldOf));
  return (
    <form>
      <label htmlFor="heading">Heading</label>
      <input id="heading" {...form.register('heading')} />
      {errors.heading && <p>{errors.heading.message}</p>}
      <label htmlFor="time">Time</label>
      <input id="time" {...form.register('time')} />
      {errors.time && <p>{errors.time.message}</p>}
      <label htmlFor="url">URL</label>
      <input id="url" {...form.register('links.0.url')} />
      {errors.links?.[0]?.url && <p>{errors.links[0].url.message}</p>}
    </form>
  );
}

function renderForm(fieldOf?: (field: string) => string) {
  let apply: (error: unknown) => number = () => 0;
  render(<TestForm onReady={(fn) => (apply = fn)} fieldOf={fieldOf} />);
  return (error: unknown) => {
    let shown = 0;
    act(() => {
      shown = apply(error);
    });
    return shown;
  };
}

const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

afterEach(cleanup);

it("puts each message of a 400's fieldErrors under its field and focuses the first", () => {
  const apply = renderForm();
  const shown = apply(
    refusal(400, {
      message: 'Invalid input - heading: Heading is too long; time: Time must be HH:MM; links.0.url: Must be a web address',
      fieldErrors: { heading: 'Heading is too long', time: 'Time must be HH:MM', 'links.0.url': 'Must be a web address' },
    }),
  );
  expect(shown).toBe(3);
  expect(screen.getByText('Heading is too long')).toBeTruthy();
  expect(screen.getByText('Time must be HH:MM')).toBeTruthy();
  expect(screen.getByText('Must be a web address')).toBeTruthy();
  expect(document.activeElement?.id).toBe('heading');
});

it('leaves out fields the form does not have (the toast carries the whole message)', () => {
  const apply = renderForm();
  expect(apply(refusal(400, { message: 'Invalid input', fieldErrors: { id: 'Malformed id', time: 'Time must be HH:MM' } }))).toBe(1);
  expect(screen.getByText('Time must be HH:MM')).toBeTruthy();
  expect(screen.queryByText('Malformed id')).toBeNull();
  expect(document.activeElement?.id).toBe('time');
});

it('does nothing for other answers: another status, no fieldErrors, a body that is not JSON, or a network error', () => {
  const apply = renderForm();
  expect(apply(refusal(409, { message: 'Taken', fieldErrors: { heading: 'Taken' } }))).toBe(0);
  expect(apply(refusal(400, { message: 'Invalid input' }))).toBe(0);
  expect(apply(new ApiError(400, '<html>Bad Request</html>'))).toBe(0);
  expect(apply(new TypeError('Failed to fetch'))).toBe(0);
  expect(screen.queryByText('Taken')).toBeNull();
});

it('puts a message about a value the form builds (the server names it otherwise) under the field fieldOf names', () => {
  const apply = renderForm((field) => (field === 'startsAt' ? 'time' : field));
  expect(apply(refusal(400, { message: 'Invalid input', fieldErrors: { startsAt: 'Starts before it ends' } }))).toBe(1);
  expect(screen.getByText('Starts before it ends')).toBeTruthy();
  expect(document.activeElement?.id).toBe('time');
});
