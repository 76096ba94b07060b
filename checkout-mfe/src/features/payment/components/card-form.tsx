import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { paths } from '@zomato/shared';
import { usePressKey, useTypedBeforeLive } from '@zomato/section-ui';
import { payIntent } from '../payment-answer';
import { usePaymentSubmit } from '../hooks/use-payment-submit';
import {
  paymentProblems,
  paymentRefusedMessage,
  type PaymentForm,
  type PaymentProblems,
} from '../payment-rule';
import { CardField, type CardFieldProps } from './card-field';
import ui from '../../ui/checkout-ui.module.css';
import styles from '../payment.module.css';

const empty: PaymentForm = { name: '', cardNo: '', expiry: '', cvv: '' };

/** Typing '1226' gives '12/26' ('122029', '12/2029'); anything typed with its own slash is left as it is. */
const withExpirySlash = (value: string) => value.replace(/^(\d{2})(\d{1,4})$/, '$1/$2');

type FieldText = Omit<CardFieldProps, 'name' | 'value' | 'problem' | 'onChange'> & {
  format?: (value: string) => string;
};

/** The four fields, in the form's order: what each asks for and how the browser may fill it. */
const fieldTexts: Record<keyof PaymentForm, FieldText> = {
  name: { label: 'Name', autoComplete: 'cc-name', inputMode: 'text' },
  cardNo: {
    label: 'Card Number',
    hint: '16 digits, spaces or dashes allowed',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 1234 5678',
  },
  expiry: {
    label: 'Expiry Date',
    hint: 'Month and year as MM/YY, like 12/29',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
    format: withExpirySlash,
  },
  cvv: {
    label: 'CVV',
    hint: '3 digits',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    placeholder: '123',
    masked: true,
  },
};

/**
 * 'YOUR CARD DETAILS' (docs/product.md#payment): a form posted to /payment's action (the
 * attempt id and the amount shown travel with it, so a repeated post pays once), by the browser
 * before the page is live or without its script, and by the payment's fetcher once live: the same
 * action, on the server or here. Live, the rule is checked first: a refused submit says beside
 * each wrong field what is wrong, still alerts 'write correct details !'
 * (docs/product.md#payment-validation), and puts focus on the first wrong field. A refused
 * payment comes back with its message, what was typed (all but the CVV) and any field's problem.
 */
export function CardForm({ amount }: { amount: number }) {
  const headingId = useId();
  const { Form, paying, refused } = usePaymentSubmit();
  const [attempt] = usePressKey('payment-attempt');
  const [form, setForm] = useState<PaymentForm>(() => ({ ...empty, ...refused?.fields }));
  const [problems, setProblems] = useState<PaymentProblems>(() => refused?.problems ?? {});
  // Typed before the page was live (the form works without its script): kept as the page takes over.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeLive(formRef, form, (typed) => setForm((current) => ({ ...current, ...typed })));
  const set = (field: keyof PaymentForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A field being corrected no longer says it is wrong; the next submit checks again.
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  // A valid submit is left to the fetcher, which posts it to the action; none while one is paying.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (paying) return event.preventDefault();
    const formElement = event.currentTarget;
    const found = paymentProblems(form, new Date());
    // The messages are on the page (and tied to their fields) before the alert opens.
    flushSync(() => setProblems(found));
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    window.alert(paymentRefusedMessage);
    formElement.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  };

  const field = (key: keyof PaymentForm) => {
    const { format = (value: string) => value, ...text } = fieldTexts[key];
    return (
      <CardField
        {...text}
        name={key}
        value={form[key]}
        problem={problems[key]}
        onChange={(value) => set(key)(format(value))}
      />
    );
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action={paths.payment}
      className={`panel ${styles.form}`}
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h2 id={headingId} className={styles.formHeading}>
        YOUR CARD DETAILS
      </h2>
      <input type="hidden" name="intent" value={payIntent} />
      <input type="hidden" name="attempt" value={attempt} />
      <input type="hidden" name="amount" value={amount} />
      {refused && (
        <p className={`${ui.problem} ${styles.problem}`} role="alert">
          {refused.message}
        </p>
      )}
      {field('name')}
      {field('cardNo')}
      <div className={styles.pair}>
        {field('expiry')}
        {field('cvv')}
      </div>
      <button type="submit" className={`brand-button ${ui.primaryButton} ${styles.submit}`} disabled={paying}>
        {paying ? 'Paying…' : 'Submit Here'}
      </button>
      <p className={styles.privacy}>Your card details are checked, never stored or passed on.</p>
    </Form>
  );
}
