/** Placeholder for the login/signup modal (auth issue). */
export default function AuthModal({ mode = 'login' }: { mode?: 'login' | 'signup' }) {
  return <div role="dialog" aria-label={mode === 'login' ? 'Log in' : 'Sign up'} />;
}
