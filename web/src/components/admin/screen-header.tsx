import type { ReactNode } from 'react';

/** A staff screen's title (its one h1), the line under it, and the screen's main action beside them (Add Development). */
export function ScreenHeader({ title, description, action }: { title: string; description: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-gray-700">{description}</p>
      </div>
      {action}
    </div>
  );
}
