import schemas from '../lib/commonSchemas.json';

/** A JSON Schema (loose, as generated). */
type Schema = Record<string, unknown>;

const definitions = schemas.definitions as Record<string, Schema>;
const DEFINITION = '#/definitions/';

/** The names a schema refers to (`$ref: '#/definitions/Name'`), anywhere inside it. */
function refsOf(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(DEFINITION)) out.add(decodeURIComponent(v.slice(DEFINITION.length)));
      else refsOf(v, out);
    }
  }
  return out;
}

/** Common's ApiErrorBody is the description's `Error`. */
const ERROR = 'ApiErrorBody';

/** A generated schema with its references pointed at components.schemas. */
const asComponent = (schema: Schema): Schema =>
  JSON.parse(
    JSON.stringify(schema)
      .replaceAll(`"${DEFINITION}${ERROR}"`, '"#/components/schemas/Error"')
      .replaceAll(`"${DEFINITION}`, '"#/components/schemas/'),
  ) as Schema;

/**
 * components.schemas: the schemas of the common types the routes answer with, of every error
 * body (ApiErrorAnswer), and of every type they refer to, generated from common/src
 * (lib/commonSchemas.json); common's ApiErrorBody is named `Error`.
 */
export function componentSchemas(answered: Iterable<string>): Record<string, Schema> {
  const wanted = new Set<string>();
  const queue = [...answered, 'ApiErrorAnswer'];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (wanted.has(name)) continue;
    const schema = definitions[name];
    if (!schema) throw new Error(`No schema for ${name}: run npm run contract`);
    wanted.add(name);
    queue.push(...refsOf(schema, new Set()));
  }
  const out: Record<string, Schema> = {};
  for (const name of [...wanted].sort()) {
    const schema = definitions[name];
    if (schema) out[name === ERROR ? 'Error' : name] = asComponent(schema);
  }
  return out;
}
