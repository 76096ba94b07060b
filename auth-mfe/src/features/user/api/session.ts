/**
 * Exposed as ./Session for the shell's top bar: its Logout signs out of Firebase through
 * here, so the SDK stays in this app and loads only when someone logs out.
 */
export { signOutEverywhere as signOut } from '../../google/api/google-sign-in';
