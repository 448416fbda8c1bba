// @vitest-environment happy-dom
import { LIMITS } from '@roca/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MembershipPaymentForm, memberNameError } from './membership-payment-form';

afterEach(cleanup);

it('a name is required and at most 200 characters', () => {
  expect(memberNameError('')).toBe("Please enter the member's name.");
  expect(memberNameError('   ')).toBe("Please enter the member's name.");
  expect(memberNameError('x'.repeat(LIMITS.memberName))).toBeNull();
  expect(memberNameError('x'.repeat(LIMITS.memberName + 1))).toMatch(/at most 200 characters/);
});

it('an invalid submit is stopped and the error is tied to the field', () => {
  render(<MembershipPaymentForm hostedButtonId="EXAMPLEBUTTONID" feeText="$10 per person per year" />);
  const form = screen.getByRole('textbox', { name: "Member's Name" }).closest('form')!;
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  fireEvent(form, submit);
  expect(submit.defaultPrevented).toBe(true);
  const field = screen.getByRole('textbox', { name: "Member's Name" });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe("Please enter the member's name.");
});
