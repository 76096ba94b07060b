import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * A stuck lane's thread runs at nice 19 (docs/serving.md#render-lanes), so a loop in a section's
 * server code takes only the CPU the other threads leave. Per-thread priority is Linux-only.
 */
const lowest = 19;

/** The OS's id of the calling thread (Linux), or undefined where it has none to give. */
export function osThreadId() {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop()) || undefined;
  } catch {
    return undefined;
  }
}

/** Gives a thread the lowest priority: the priority it had, or undefined when that was not done. */
export function yieldCpu(threadId) {
  if (threadId === undefined) return undefined;
  try {
    const had = getPriority(threadId);
    setPriority(threadId, lowest);
    return had;
  } catch {
    return undefined;
  }
}

/**
 * Gives a thread its priority back; false when not allowed (raising a priority takes a privilege
 * a server need not have), and the caller then replaces the lane.
 */
export function takeCpuBack(threadId, priority) {
  try {
    setPriority(threadId, priority);
    return true;
  } catch {
    return false;
  }
}
