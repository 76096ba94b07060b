/** A link of the frame a remote shows when QA runs it alone (./standalone.tsx). */
export interface StandaloneLink {
  to: string;
  label: string;
}
