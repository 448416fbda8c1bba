import { useAssociationName } from './use-association-name';

export function AdminFooter() {
  const associationName = useAssociationName();
  return (
    <footer className="border-t border-gray-200 bg-white py-4 text-center text-sm text-gray-700">
      © {new Date().getFullYear()} {associationName}
    </footer>
  );
}
