import { formatAmount, selectCart, useAppStore } from '@zomato/shared';

export function PaymentPlaceholder() {
  const { total } = useAppStore(selectCart);
  return (
    <main>
      <h1>TO PAY ONLY {formatAmount(total)}</h1>
      <h2>YOUR CARD DETAILS</h2>
    </main>
  );
}
