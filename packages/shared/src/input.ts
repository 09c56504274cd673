import { z } from 'zod';
import { VALIDATION } from './messages.js';

/**
 * Hostile input, refused at the edge. Every id the API reads lives in a PostgreSQL `integer`
 * column, so a value outside 1 … 2^31 − 1 cannot name a row: schemas say so instead of letting
 * the database fail on it. Text never carries NUL (PostgreSQL cannot store it); the server's
 * validator refuses it in every params, query and body through `findNul` below.
 */
export const DB_INT_MAX = 2_147_483_647;
/** The highest page any list serves: far past any real list, far below an OFFSET overflow. */
export const MAX_PAGE = 100_000;

const intMessages = { error: VALIDATION.expectedInteger };
const rangeMessages = { error: VALIDATION.invalidValue };

/** An id in a JSON body: a whole number naming a row (1 … 2^31 − 1). */
export function dbId(typeMessage: string = VALIDATION.expectedInteger) {
  return z
    .number({ error: typeMessage })
    .int({ error: typeMessage })
    .min(1, rangeMessages)
    .max(DB_INT_MAX, rangeMessages);
}

/** A whole number in a database `integer` column that may be 0 or negative (levels, offsets). */
export function dbInt() {
  return z
    .number(intMessages)
    .int(intMessages)
    .min(-DB_INT_MAX, rangeMessages)
    .max(DB_INT_MAX, rangeMessages);
}

/**
 * An id in the path or the query string, where it arrives as text: digits only (no "1e3",
 * " 7" or "0x10"), in the database's range. A path id that fails is a 404: no such row exists.
 */
export function idParam() {
  return z
    .string(intMessages)
    .trim()
    .regex(/^\d{1,10}$/, intMessages)
    .transform(Number)
    .pipe(z.number().int().min(1, rangeMessages).max(DB_INT_MAX, rangeMessages));
}

/** `{ id }` path parameters, the most common shape. */
export const idParams = z.object({ id: idParam() });

/** A slug in the path: bounded, and only what a URL segment can carry. */
export function slugParam(max = 200) {
  return z.string().min(1).max(max);
}

/** Text with the NUL character refused (the field's own limits are chained by the caller). */
export function safeText() {
  return z.string().refine((value) => !value.includes('\u0000'), { error: VALIDATION.nulCharacter });
}

/**
 * The path (keys joined by ".") of the first string or object key holding a NUL character, or
 * null. "" is the value itself. Walks at most `budget` nodes so a huge body cannot stall it.
 */
export function findNul(value: unknown, budget = 100_000): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  let seen = 0;
  while (stack.length && seen++ < budget) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return path;
      stack.push([child, childPath]);
    }
  }
  return null;
}
