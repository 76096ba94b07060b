import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import type { FoodItem } from '@zomato/shared';
import type { ItemGridProps } from './item-grid-props';
import { cardIndex, firstScreenStyle, GridList } from './grid-list';
import { drawnWhole, firstDrawnCards } from './grid-size';

/** The windowing of a long list: a chunk of its own, loaded by the first list that needs it. */
const WindowedGrid = lazy(() =>
  import(/* webpackChunkName: "windowed-grid" */ './windowed-grid').then((module) => ({
    default: module.WindowedGrid,
  })),
) as <T extends FoodItem>(props: ItemGridProps<T>) => React.ReactNode;

/**
 * The card grid (docs/data-service.md#large-catalogues). A list of `wholeListCards` or fewer
 * is drawn whole, here. A longer one is windowed (windowed-grid.tsx, loaded when first
 * needed): the server renders its first screen with the chunk, hydration keeps that markup
 * until the chunk is here, and a list drawn in the browser shows the same first screen
 * (the other rows' height reserved) while it loads.
 */
export function ItemGrid<T extends FoodItem>(props: ItemGridProps<T>) {
  const { items, count = items.length } = props;
  // The card a keyboard user is on in the first screen, handed to the windowed grid.
  const focusedBefore = useRef<number>(undefined);
  if (drawnWhole(count)) return <WholeGrid {...props} count={count} />;
  const end = Math.min(firstDrawnCards(count), items.length);
  return (
    <Suspense
      fallback={
        <GridList
          {...props}
          count={count}
          start={0}
          end={end}
          style={firstScreenStyle(count, end)}
          onFocus={(event) => (focusedBefore.current = cardIndex(event))}
          onBlur={(event) => {
            // Focus moved out of the list; not the list going (no new target), which the
            // windowed grid mends.
            if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
              focusedBefore.current = undefined;
          }}
        />
      }
    >
      <WindowedGrid {...props} count={count} focusedBefore={focusedBefore} />
    </Suspense>
  );
}

function WholeGrid<T extends FoodItem>({ onSized, ...props }: ItemGridProps<T> & { count: number }) {
  // The whole list is drawn: the page has its full height at once.
  useLayoutEffect(() => {
    onSized?.(false);
    onSized?.(true);
  }, [props.count, onSized]);
  return (
    <GridList
      {...props}
      start={0}
      end={props.items.length}
      style={firstScreenStyle(props.count, props.items.length)}
    />
  );
}
