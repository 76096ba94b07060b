import { usePageTitle } from '../ui/page-title';
import { SectionNotFound } from '../ui/section-not-found';

/** A remote's whole page for a path or id that names nothing: the landmark, the box, the title. */
export function SectionNotFoundPage({
  title,
  backTo,
  backLabel,
}: {
  title?: string;
  backTo: string;
  backLabel: string;
}) {
  usePageTitle('Page not found');
  return (
    <main>
      <SectionNotFound title={title} backTo={backTo} backLabel={backLabel} />
    </main>
  );
}
