/** A native <select> that looks like the panel's inputs. */
export const selectClasses =
  'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';
