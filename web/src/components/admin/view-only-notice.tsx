/** Shown to Read Only staff on every screen whose changes they may not make (docs/requirements.md, Roles). */
export function ViewOnlyNotice() {
  return (
    <p role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
      View Only Access
      <span className="font-normal"> - you can see everything here, but changes need an Admin or Super account.</span>
    </p>
  );
}
