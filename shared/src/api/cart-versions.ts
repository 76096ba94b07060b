import { isHttpError } from './http';
import type { CartLine } from '../types/entities';

/** A cart line as the data service answers it: `version` goes up with every change. */
export type VersionedLine = CartLine & { version?: number };

/** The If-Match header naming the version a change starts from; none for a line without one. */
export const ifMatch = (line: { version?: number } | undefined): Record<string, string> =>
  line?.version ? { 'If-Match': `"${line.version}"` } : {};

export const isStatus = (error: unknown, status: number) =>
  isHttpError(error) && error.response?.status === status;

const isLine = (value: unknown): value is VersionedLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line.id === 'number' && typeof line.quantity === 'number' && typeof line.version === 'number';
};

/** The line as it is now, from a 412 (it changed since the version the change named). */
export function conflictLine(error: unknown): VersionedLine | undefined {
  if (!isStatus(error, 412) || !isHttpError(error)) return undefined;
  const line = (error.response?.data as { line?: unknown } | undefined)?.line;
  return isLine(line) ? line : undefined;
}

/** A change to a line that is no longer in the cart: another tab removed it. */
export class CartLineGoneError extends Error {
  readonly lineId: number;
  readonly lineName: string;
  constructor(line: Pick<CartLine, 'id' | 'name'>) {
    super(`${line.name} was removed in another tab.`);
    this.name = 'CartLineGoneError';
    this.lineId = line.id;
    this.lineName = line.name;
  }
}

export const isCartLineGone = (error: unknown): error is CartLineGoneError =>
  error instanceof CartLineGoneError;
