// Plausible values from an OpenAPI (JSON Schema) schema, so sqlmap starts from a request the API
// accepts and can compare its answers to injected ones.

const KNOWN = { email: 'member@demo.careerhub.example', search: 'ada', slug: 'demo', domain: 'example.org' };

export function sampleOf(schema = {}, name = '') {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.pattern?.includes('@') || schema.format === 'email') return KNOWN.email;
      if (schema.pattern === '^\\d{1,10}$') return '1';
      if (schema.format === 'date') return '2026-01-31';
      if (schema.format === 'date-time') return '2026-01-31T00:00:00.000Z';
      if (schema.format === 'uri') return 'https://example.org/';
      const text = KNOWN[name] ?? 'test';
      const min = schema.minLength ?? 0;
      return text.length >= min ? text.slice(0, schema.maxLength ?? text.length) : text.padEnd(min, 'x');
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sampleOf(schema.items, name)];
    case 'object': {
      const out = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(sub, key);
      return out;
    }
    default:
      return 'test';
  }
}
