import { SEED_CONTENT } from '@roca/contract/content/seed';

export function AdminFooter() {
  return (
    <footer className="border-t border-gray-200 bg-white py-4 text-center text-sm text-gray-700">
      © {new Date().getFullYear()} {SEED_CONTENT.settings.associationName}
    </footer>
  );
}
