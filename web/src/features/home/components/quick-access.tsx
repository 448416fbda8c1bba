import { Link } from 'react-router';
import { QUICK_ACCESS } from '#web/data/home';

export function QuickAccess() {
  return (
    <section aria-labelledby="quick-access-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="quick-access-heading" className="text-2xl font-bold text-brand-900">
        Quick Access
      </h2>
      <ul className="mt-5 grid gap-5 md:grid-cols-3">
        {QUICK_ACCESS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-700 hover:shadow"
            >
              <span className="block text-lg font-semibold text-brand-900">{card.title}</span>
              <span className="mt-2 block text-gray-700">{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
