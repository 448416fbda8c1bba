import { type InputHTMLAttributes, forwardRef, useState } from 'react';
import { Input } from './input';

/** A password field with a Show/Hide toggle (login and user dialogs). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <div className="relative">
        <Input ref={ref} type={visible ? 'text' : 'password'} className="pr-16" {...props} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-medium text-brand-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    );
  },
);
