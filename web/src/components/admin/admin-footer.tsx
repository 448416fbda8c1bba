import { site } from '../../config/site';

export function AdminFooter() {
  return (
    <footer className="border-t border-gray-200 bg-white py-4 text-center text-sm text-gray-700">
      © {site.copyrightYear} {site.name}
    </footer>
  );
}
