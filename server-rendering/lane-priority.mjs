import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * A stuck lane yields the CPU (docs/serving.md#render-lanes): the worker thread of a render
 * that has outrun its answer time gets the lowest scheduling priority (nice 19), so that a loop
 * in one section's server code, which runs until the hard limit stops it, takes only the CPU that
 * the request thread and the other lanes leave. Threads have a priority of their own on Linux;
 * elsewhere (no `/proc/thread-self`) lanes keep the process's.
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
 * Gives a thread the priority it had back: false when that is not done (raising a priority again
 * takes a privilege a server need not have; the lane is then replaced rather than left behind).
 */
export function takeCpuBack(threadId, priority) {
  try {
    setPriority(threadId, priority);
    return true;
  } catch {
    return false;
  }
}
