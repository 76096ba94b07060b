/**
 * What the bench's in-page probes keep on `window`: each is set by a probe that
 * page.addInitScript runs before the page's own scripts, and read back by page.evaluate or
 * page.waitForFunction. Only tsconfig.bench.json sees these (the apps' program does not).
 */
interface Window {
  /** page-load.mjs pageObserver: ms from navigation start, undefined until it happens. */
  __bench: {
    fcp: number | undefined;
    lcp: number | undefined;
    /** The LCP element's tag (and src), '' when the entry had none. */
    lcpElement: string | undefined;
    content: number | undefined;
    hydrated: number | undefined;
    usable: number | undefined;
  };
  /** first-action.mjs answerProbe: waiters for the control to act on and for the answer. */
  __firstAction: {
    /** The navigation start of the journey's first page (a form's answer is a page of its own). */
    origin: number;
    /** What `waiting` resolves to, or undefined once `ms` have passed. */
    within<T>(waiting: Promise<T>, ms: number): Promise<T | undefined>;
    /**
     * The control's centre, in the first frame it is laid out in the viewport (acted on then, in the
     * page); null in a later page of the visit, which does not act.
     */
    shown: Promise<{ x: number; y: number } | null>;
    /** The wall-clock time of the first frame showing the answer, in this page. */
    answered: Promise<number>;
    /** The wall-clock time of the first frame showing the journey's `then`, looked for once answered. */
    thenShown: Promise<number>;
  };
  /** interactions.mjs interactionProbe: every click's time, and a waiter for content on screen. */
  __interaction: { clicks: number[]; waitFor(selector: string): Promise<number> };
  /** interactions.mjs searchProbe: one sample per keystroke (ms from keydown). */
  __search: { key: string; commit: number; frame: number }[];
  /** interactions.mjs searchProbe: whether the focused search box's popup shows its results for its text. */
  __searchShown(): boolean;
  /** scale.mjs scaleProbe: long tasks, and ms from each control change to the next frame. */
  __scale: { longTasks: { start: number; duration: number }[]; changes: number[] };
  /** soak/visitors.mjs: the binding the soak's context exposes (context.exposeBinding); absent elsewhere. */
  __soakSeen?: (kind: string, text: string, path: string) => Promise<unknown>;
}
