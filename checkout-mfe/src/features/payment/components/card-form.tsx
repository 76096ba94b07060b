import { useId, useState, type FormEvent } from 'react';
import type { PaymentForm } from '@zomato/shared';
import { isPaymentValid, paymentRefusedMessage } from '../payment-rule';
import { CardField } from './card-field';
import styles from '../payment.module.css';

const empty: PaymentForm = { name: '', cardNo: '', expiry: '', cvv: '' };

/** Typing '1226' gives '12/26'; anything typed with its own slash is left as it is. */
const withExpirySlash = (value: string) => value.replace(/^(\d{2})(\d{1,2})$/, '$1/$2');

/**
 * 'YOUR CARD DETAILS' (SPEC section 2). The details live only in this component's state:
 * the inputs have no `name`, so even a native form submission would carry none of them.
 */
export function CardForm({ paying, onValid }: { paying: boolean; onValid: () => void }) {
  const headingId = useId();
  const [form, setForm] = useState<PaymentForm>(empty);
  const set = (field: keyof PaymentForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPaymentValid(form)) {
      window.alert(paymentRefusedMessage);
      return;
    }
    onValid();
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className={styles.formHeading}>
        YOUR CARD DETAILS
      </h2>
      <CardField
        label="Name"
        value={form.name}
        onChange={set('name')}
        autoComplete="cc-name"
        inputMode="text"
      />
      <CardField
        label="Card Number"
        hint="16 digits, no spaces"
        value={form.cardNo}
        onChange={set('cardNo')}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234567812345678"
      />
      <div className={styles.pair}>
        <CardField
          label="Expiry Date"
          hint="Month and year, like 12/29"
          value={form.expiry}
          onChange={(value) => set('expiry')(withExpirySlash(value))}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
        />
        <CardField
          label="CVV"
          hint="3 digits"
          value={form.cvv}
          onChange={set('cvv')}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
        />
      </div>
      <button type="submit" className={styles.submit} disabled={paying}>
        {paying ? 'Paying…' : 'Submit Here'}
      </button>
      <p className={styles.privacy}>Your card details stay on this page: they are never stored or sent.</p>
    </form>
  );
}
