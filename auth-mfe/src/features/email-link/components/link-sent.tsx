import styles from '../../account-forms/components/account-forms.module.css';

/** Says where the sign-in link went; on the local emulator, where it can be read instead. */
export function LinkSent({ email, inbox }: { email: string; inbox: string | null }) {
  return (
    <div className={styles.success}>
      <p className={styles.sentTitle}>
        We sent a sign-in link to <strong>{email}</strong>.
      </p>
      <p className={styles.sentText}>Open it in this browser to finish logging in.</p>
      {inbox && (
        <p className={styles.sentText}>
          This site runs on the local Firebase Auth emulator, which keeps the email instead of sending it: the
          link is listed at{' '}
          <a href={inbox} target="_blank" rel="noreferrer" className={styles.inboxLink}>
            {inbox}
          </a>
          .
        </p>
      )}
    </div>
  );
}
