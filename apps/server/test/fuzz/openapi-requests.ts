import fc from 'fast-check';
import { encodePart, hostileString, hostileValue, malformedJsonText } from './hostile-values.js';

/** The part of JSON Schema that the OpenAPI document of this API uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: Parameter[];
  body: JsonSchema | null;
  multipart: boolean;
}

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  /** JSON text, raw text or nothing. */
  payload?: string;
  contentType?: string;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

/** Every operation of the document, with its parameters and JSON body schema. */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDoc;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: (op.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema ?? null,
        multipart: Array.isArray(op.consumes) && op.consumes.includes('multipart/form-data'),
      });
    }
  }
  return operations;
}

const EMAILS = ['ada@example.org', 'x@y.zz', 'member@example.org'];

/** A value that fits the schema (mostly), small ids preferred so real rows are reached. */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => validValue(s, depth)));
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, depth);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => validValue({ ...schema, type: t }, depth)));
  switch (type[0]) {
    case 'string':
      if (schema.pattern?.includes('@') || schema.format === 'email') return fc.constantFrom(...EMAILS);
      if (schema.format === 'date-time') return fc.constant(new Date(0).toISOString());
      if (schema.format === 'date') return fc.constant('2026-01-31');
      if (schema.format === 'uri') return fc.constantFrom('https://example.org/a', 'javascript:alert(1)');
      return fc.string({
        minLength: Math.min(schema.minLength ?? 0, 20),
        maxLength: Math.max(Math.min(schema.maxLength ?? 24, 24), Math.min(schema.minLength ?? 0, 20)),
      });
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + 1, -1000);
      const max = Math.max(min, Math.min(schema.maximum ?? 1000, 1000));
      const small = fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 6), Math.max(min, 1)) });
      return fc.oneof(small, fc.integer({ min, max }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(validValue(schema.items ?? {}, depth + 1), {
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) record[key] = validValue(sub, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** Mostly-valid values with hostile ones swapped in at any depth, fields dropped and extra ones added. */
export function mutatedValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const isObject = schema.type === 'object' && schema.properties && depth < 4;
  if (!isObject) {
    return fc.oneof(
      { weight: 2, arbitrary: validValue(schema, depth) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  const props = schema.properties!;
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) record[key] = mutatedValue(sub, depth + 1);
  const base = fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
  return fc
    .tuple(
      base,
      fc.option(fc.constantFrom(...Object.keys(props), '__none__'), { nil: undefined }),
      fc.option(fc.tuple(hostileString, hostileValue), { nil: undefined }),
    )
    .map(([value, dropped, extra]) => {
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (dropped) delete out[dropped];
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

function asQueryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => asQueryValues(v)).slice(0, 5);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value).slice(0, 2000)];
  return [String(value)];
}

function pathValue(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema).map((v) => String(v)) },
    { weight: 3, arbitrary: hostileString },
  );
}

function bodyOf(op: Operation): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'contentType'>> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const shapes: fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'contentType'>>[] = [
    hostileValue.map(json),
    malformedJsonText.map((payload) => ({ payload, contentType: 'application/json' })),
    fc.constant({}),
    fc.constantFrom(
      { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
      {
        payload:
          '--x\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\n\r\nhi\r\n--x--',
        contentType: 'multipart/form-data; boundary=x',
      },
      { payload: '<a/>', contentType: 'text/xml' },
    ),
  ];
  if (op.body) shapes.unshift(mutatedValue(op.body).map(json), mutatedValue(op.body).map(json));
  return fc.oneof(...shapes);
}

/** Requests for one operation: path, query and body each valid-ish or hostile. */
export function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => pathValue(p.schema)))
    .map((values) =>
      pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, encodePart(values[i]!)), op.path),
    );
  const queryEntries = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(
        fc.oneof({ weight: 2, arbitrary: validValue(p.schema) }, { weight: 2, arbitrary: hostileValue }),
        { nil: undefined, freq: 3 },
      ),
    ),
  );
  const extraQuery = fc.option(fc.tuple(hostileString, hostileString), { nil: undefined, freq: 4 });
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  const body = withBody
    ? bodyOf(op)
    : fc.oneof({ weight: 5, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: bodyOf(op) });
  return fc.tuple(path, queryEntries, extraQuery, body).map(([url, values, extra, payload]) => {
    const parts: string[] = [];
    queryParams.forEach((p, i) => {
      for (const v of asQueryValues(values[i])) parts.push(`${encodePart(p.name)}=${encodePart(v)}`);
    });
    if (extra) parts.push(`${encodePart(extra[0])}=${encodePart(extra[1])}`);
    return { method: op.method, url: parts.length ? `${url}?${parts.join('&')}` : url, ...payload };
  });
}
