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

/**
 * Loads one item: skeleton, then the item; 'not found' for an unknown id; error with Retry.
 * Every state sits in the page's <main>, so the landmark is there while loading or failing too.
 */
export function DetailPage({ load, loadKey, children, backTo, backLabel }: DetailPageProps) {
  const resource = useResource(load, [loadKey]);
  let content: ReactNode;
  if (resource.status === 'loading') content = <DetailSkeleton label="Loading details" />;
  else if (resource.status === 'ready') content = children(resource.data);
  else if (isNotFound(resource.error)) {
    content = <SectionNotFound title="We could not find that place" backTo={backTo} backLabel={backLabel} />;
  } else {
    content = (
      <ErrorState title="We could not load these details." error={resource.error} onRetry={resource.retry} />
    );
  }
  return <main>{content}</main>;
}
