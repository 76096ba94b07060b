import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { ItemAnswer, ItemData } from './item-loader';

/**
 * The detail's item as its route's loader answers it (./item-loader.ts): 'loading' while the
 * browser's answer is on its way. A page the server had no time to load it for ('left') loads it
 * once live; `retry` asks the loader again.
 */
export function useItemAnswer(): { answer: ItemAnswer | { status: 'loading' }; retry: () => void } {
  const data = useLoaderData() as ItemData | null;
  const revalidator = useRevalidator();
  const given = data?.answer;
  const [settled, setSettled] = useState<{ of: Promise<ItemAnswer>; answer: ItemAnswer }>();
  useEffect(() => {
    if (!(given instanceof Promise)) return undefined;
    let current = true;
    void given.then((answer) => current && setSettled({ of: given, answer }));
    return () => {
      current = false;
    };
  }, [given]);
  const answer = given instanceof Promise ? (settled?.of === given ? settled.answer : undefined) : given;
  const left = answer?.status === 'left';
  useEffect(() => {
    if (left) void revalidator.revalidate();
    // Once per page left by the server; a retry is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);
  return { answer: answer ?? { status: 'loading' }, retry: () => void revalidator.revalidate() };
}
