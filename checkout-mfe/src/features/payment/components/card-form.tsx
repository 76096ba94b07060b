import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  cardNumberDigits,
  cvvDigits,
  expiryLength,
  paymentProblems,
  paymentRefusedMessage,
  type PaymentForm,
  type PaymentProblems,
} from '../payment-rule';
import { CardField, type CardFieldProps } from './card-field';
import ui from '../../ui/checkout-ui.module.css';
import styles from '../payment.module.css';

const empty: PaymentForm = { name: '', cardNo: '', expiry: '', cvv: '' };

/** Typing '1226' gives '12/26'; anything typed with its own slash is left as it is. */
const withExpirySlash = (value: string) => value.replace(/^(\d{2})(\d{1,2})$/, '$1/$2');

/** A 17th digit typed or pasted is dropped, with all after it (anything else stays, for the rule to judge). */
const upToCardDigits = (value: string) => {
  const sixteenDigits = new RegExp(`^(\\D*\\d){${cardNumberDigits}}\\D*`).exec(value);
  return sixteenDigits ? sixteenDigits[0] : value;
};

/** 16 digits in groups of four, with the spaces the hint allows. */
const cardNumberLength = cardNumberDigits + cardNumberDigits / 4 - 1;

type FieldText = Omit<CardFieldProps, 'value' | 'problem' | 'onChange'> & {
  format?: (value: string) => string;
};

/** The four fields, in the form's order: what each asks for and how the browser may fill it. */
const fieldTexts: Record<keyof PaymentForm, FieldText> = {
  name: { label: 'Name', autoComplete: 'cc-name', inputMode: 'text' },
  cardNo: {
    label: 'Card Number',
    hint: '16 digits, spaces allowed',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 1234 5678',
    maxLength: cardNumberLength,
    format: upToCardDigits,
  },
  expiry: {
    label: 'Expiry Date',
    hint: 'Month and year, like 12/29',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
    maxLength: expiryLength,
    format: withExpirySlash,
  },
  cvv: {
    label: 'CVV',
    hint: '3 digits',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    placeholder: '123',
    maxLength: cvvDigits,
    masked: true,
  },
};

/**
 * 'YOUR CARD DETAILS' (docs/product.md#payment). The details live only in this component's state:
 * the inputs have no `name`, so even a native form submission would carry none of them.
 * A refused submit says beside each wrong field what is wrong, still alerts
 * 'write correct details !' (docs/product.md#payment-validation), and then puts focus on the first wrong field.
 */
export function CardForm({ paying, onValid }: { paying: boolean; onValid: () => void }) {
  const headingId = useId();
  const [form, setForm] = useState<PaymentForm>(empty);
  const [problems, setProblems] = useState<PaymentProblems>({});
  const set = (field: keyof PaymentForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A field being corrected no longer says it is wrong; the next submit checks again.
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const found = paymentProblems(form, new Date());
    // The messages are on the page (and tied to their fields) before the alert opens.
    flushSync(() => setProblems(found));
    if (Object.keys(found).length > 0) {
      window.alert(paymentRefusedMessage);
      formElement.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onValid();
  };

  const field = (key: keyof PaymentForm) => {
    const { format = (value: string) => value, ...text } = fieldTexts[key];
    return (
      <CardField
        {...text}
        value={form[key]}
        problem={problems[key]}
        onChange={(value) => set(key)(format(value))}
      />
    );
  };

  return (
    <form className={`panel ${styles.form}`} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className={styles.formHeading}>
        YOUR CARD DETAILS
      </h2>
      {field('name')}
      {field('cardNo')}
      <div className={styles.pair}>
        {field('expiry')}
        {field('cvv')}
      </div>
      <button type="submit" className={`brand-button ${ui.primaryButton} ${styles.submit}`} disabled={paying}>
        {paying ? 'Paying…' : 'Submit Here'}
      </button>
      <p className={styles.privacy}>Your card details stay on this page: they are never stored or sent.</p>
    </form>
  );
}
