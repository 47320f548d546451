import type { Application } from 'express';
import { REQUEST_LIMITS } from '@hashar/common';
import { openApiDocument, type Schema } from '../openapi/document';

const DAY = 24 * 3600 * 1000;

/** "METHOD /path" → the JSON body schema the API description documents for that operation. */
export async function documentedBodies(app: Application): Promise<Map<string, Schema>> {
  const doc = (await openApiDocument(app)) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: Schema }> } }>>;
  };
  const bodies = new Map<string, Schema>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema) bodies.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, schema);
    }
  }
  return bodies;
}

/** A value the schema describes (its first choice, its minimum, a plausible text), so a body reaches past its shape checks. */
export function exampleOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema) return 'Текст';
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  switch (schema['type']) {
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
      return depth > 4 ? {} : Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, exampleOf(s, depth + 1)]));
    }
    case 'array':
      return [exampleOf(schema['items'] as Schema | undefined, depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? Math.max(schema['minimum'], 1) : 1;
    case 'boolean':
      return true;
    default:
      if (schema['format'] === 'date-time') return new Date(Date.now() + 7 * DAY).toISOString();
      if (schema['format'] === 'date') return '2020-01-01';
      if (schema['format'] === 'email') return 'shape@example.uz';
      if (schema['format'] === 'uri') return 'https://example.uz';
      return 'Текст';
  }
}

/** The dotted paths of a body's fields: its own and, inside a list of objects, its first item's (`sessions.0.startsAt`). */
export function fieldPaths(value: unknown, prefix = '', depth = 0): string[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  const entries: [string, unknown][] = Array.isArray(value) ? (value.length ? [['0', value[0]]] : []) : Object.entries(value);
  return entries.flatMap(([key, item]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = fieldPaths(item, path, depth + 1);
    return Array.isArray(value) ? inner : [path, ...inner];
  });
}

/** A copy of `body` with the field at the dotted `path` set to `value`. */
export function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

/** One way to spoil a field: its label, the value (from the field's valid one) and the status it must get, if one is due. */
export interface Mutation {
  label: string;
  value: (valid: unknown) => unknown;
  expect?: number;
}

const MAX = REQUEST_LIMITS.arrayItemsMax;
const KEYS = REQUEST_LIMITS.objectKeysMax;

/** The fixed set of mutations: wrong types, sizes at and past the limits, and hostile content. */
export const MUTATIONS: Mutation[] = [
  // Type: everything JSON has, in place of the documented one.
  { label: 'number', value: () => 12345 },
  { label: 'fraction', value: () => -1.5 },
  { label: 'true', value: () => true },
  { label: 'null', value: () => null },
  { label: 'empty list', value: () => [] },
  { label: 'list of text', value: () => ['x'] },
  { label: 'object', value: () => ({ x: 1 }) },
  { label: 'text', value: () => 'Текст' },
  // Size: a text near the body limit, the longest list a body may hold, one item more, an object with one field too many (413 before any validator).
  { label: 'huge text', value: () => 'я'.repeat(300_000) },
  { label: `${MAX} items`, value: (valid) => Array.from({ length: MAX }, () => (Array.isArray(valid) ? (valid[0] ?? 1) : valid)) },
  {
    label: `${MAX + 1} items`,
    value: (valid) => Array.from({ length: MAX + 1 }, () => (Array.isArray(valid) ? (valid[0] ?? 1) : valid)),
    expect: 413,
  },
  { label: `${KEYS + 1} fields`, value: () => Object.fromEntries(Array.from({ length: KEYS + 1 }, (_, i) => [`f${i}`, i])), expect: 413 },
  // Content: bind-parameter look-alikes, SQL, numbers and dates out of range, a lone surrogate (400 by the body check).
  { label: '$1', value: () => '$1 $2' },
  { label: 'sql', value: () => "' OR 1=1 --" },
  { label: 'int overflow', value: () => 2147483648 },
  { label: 'bad date', value: () => '9999-99-99T99:99:99Z' },
  { label: 'lone surrogate', value: () => 'a\ud800', expect: 400 },
];

/**
 * The (field, mutation) pairs to send for one operation: every pair when they are few, else every
 * k-th pair, shifted by `shift` (the operation's index) so the fields see different mutations
 * from one operation to the next. Deterministic: the same app gives the same requests.
 */
export function samplePairs(fields: string[], perOperation: number, shift: number): [string, Mutation][] {
  const step = Math.max(1, Math.ceil((fields.length * MUTATIONS.length) / perOperation));
  return fields.flatMap((field, f) =>
    MUTATIONS.flatMap((mutation, m) => ((m + f * 5 + shift) % step === 0 ? [[field, mutation] as [string, Mutation]] : [])),
  );
}
