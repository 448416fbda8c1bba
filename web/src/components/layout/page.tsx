import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteSettings } from '#web/publishing/site-content';

/** Building blocks every public page is made of, so the pages read as content. */

export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle?: string }) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold text-brand-900 wrap-anywhere sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-3xl text-lg text-gray-700 wrap-anywhere">{subtitle}</p>}
      </div>
    </div>
  );
}

export function PageBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">{children}</div>;
}

/**
 * The heading level a card's title takes where it stands: h2 directly under the page's h1, h3
 * inside a Section (whose own title is the h2), so headings never skip a level.
 */
const CardHeadingLevel = createContext<2 | 3>(2);

export function Section({ title, intro, children, id }: { title: string; intro?: ReactNode; children?: ReactNode; id?: string }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="scroll-mt-20">
      <h2 id={id ? `${id}-heading` : undefined} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {intro && <div className="mt-3 max-w-3xl text-gray-700">{intro}</div>}
      {children && (
        <div className="mt-5">
          <CardHeadingLevel.Provider value={3}>{children}</CardHeadingLevel.Provider>
        </div>
      )}
    </section>
  );
}

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return <div className={`grid gap-5 ${cols}`}>{children}</div>;
}

export function Card({
  title,
  children,
  aside,
  className = '',
}: {
  title?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  className?: string;
}) {
  const Heading = useContext(CardHeadingLevel) === 2 ? 'h2' : 'h3';
  return (
    <div className={`rounded-lg border border-gray-200 bg-white p-5 shadow-sm ${className}`}>
      {title && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="text-lg font-semibold text-brand-900">{title}</Heading>
          {aside}
        </div>
      )}
      <div className={title ? 'mt-2 space-y-2 text-gray-700' : 'space-y-2 text-gray-700'}>{children}</div>
    </div>
  );
}

const noticeTones = {
  info: 'border-blue-300 bg-blue-50 text-blue-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  success: 'border-green-300 bg-green-50 text-green-950',
} as const;

export function Notice({
  tone = 'info',
  title,
  id,
  children,
}: {
  tone?: keyof typeof noticeTones;
  title?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} className={`rounded-lg border-l-4 p-4 ${noticeTones[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div className={title ? 'mt-1' : ''}>{children}</div>
    </div>
  );
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

const buttonStyles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
} as const;
export type ButtonVariant = keyof typeof buttonStyles;
export const buttonClass = (variant: ButtonVariant = 'primary') =>
  `inline-flex items-center justify-center rounded-md px-4 py-2 text-center font-semibold ${buttonStyles[variant]}`;

export function ButtonLink({ to, children, variant }: { to: string; children: ReactNode; variant?: ButtonVariant }) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, children, button }: { href: string; children: ReactNode; button?: ButtonVariant }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={button ? buttonClass(button) : 'text-brand-700 underline hover:text-brand-900'}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A mail link to the association, optionally with a subject (the subjects are listed in docs/requirements.md, Public pages). */
export function MailLink({
  subject,
  children,
  email,
  button,
}: {
  subject?: string;
  children?: ReactNode;
  email?: string;
  button?: ButtonVariant;
}) {
  const settings = useSiteSettings();
  const to = email ?? settings.email;
  const href = `mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className={button ? buttonClass(button) : 'text-brand-700 underline hover:text-brand-900'}>
      {children ?? to}
    </a>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-brand-700 underline hover:text-brand-900">
      {children}
    </Link>
  );
}
