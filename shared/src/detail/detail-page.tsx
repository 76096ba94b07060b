import type { ReactNode } from 'react';
import { isNotFound, useResource } from '../data/use-resource';
import type { FoodItem } from '../types/entities';
import { DetailSkeleton, ErrorState } from '../ui/states';
import { SectionNotFound } from '../ui/section-not-found';

export interface DetailPageProps {
  load: (signal: AbortSignal) => Promise<FoodItem>;
  /** Names the item (a new key loads again). */
  loadKey: string;
  /** Renders the loaded item (DetailView, or the add-to-cart flow). */
  children: (item: FoodItem) => ReactNode;
  backTo: string;
  backLabel: string;
}

/** Loads one item: skeleton, then the item; 'not found' for an unknown id; error with Retry. */
export function DetailPage({ load, loadKey, children, backTo, backLabel }: DetailPageProps) {
  const resource = useResource(load, [loadKey]);
  if (resource.status === 'loading') return <DetailSkeleton label="Loading details" />;
  if (resource.status === 'error') {
    return isNotFound(resource.error) ? (
      <SectionNotFound title="We could not find that place" backTo={backTo} backLabel={backLabel} />
    ) : (
      <ErrorState title="We could not load these details." error={resource.error} onRetry={resource.retry} />
    );
  }
  return <main>{children(resource.data)}</main>;
}
