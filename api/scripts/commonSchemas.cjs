#!/usr/bin/env node
// JSON Schemas of the exported types of common/src (interfaces and type aliases without type
// parameters), made by ts-json-schema-generator from the TypeScript the code already uses. The
// API description puts those its routes answer with under components.schemas; api tests check
// every answer against them (api/src/test/contract.ts). Written to api/src/lib/commonSchemas.json
// by `npm run contract`; api/src/openapi/contract.test.ts fails while that file is not current.
// An interface is exact (additionalProperties: false); a type that lets more fields through says
// so with an index signature.
const path = require('node:path');
const fs = require('node:fs');
const ts = require('typescript');
const { createGenerator } = require('ts-json-schema-generator');

const root = path.resolve(__dirname, '../..');
const OUTPUT = path.join(root, 'api/src/lib/commonSchemas.json');
const COMMENT = 'Generated from the exported types of common/src by `npm run contract` (api/scripts/commonSchemas.cjs): do not edit.';

/** The declarations of the exported types of common's index that take no type parameters. */
function exportedTypes(program) {
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(path.join(root, 'common/src/index.ts'));
  const nodes = [];
  for (let symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(index))) {
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const node = symbol.declarations?.[0];
    if (node && (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && !node.typeParameters) nodes.push(node);
  }
  return nodes;
}

/** Replaces each `$ref` to a definition that has no plain name (`Page<EventCard>`, anonymous shapes) by the definition itself. */
function inlineUnnamed(definitions) {
  const named = (name) => /^\w+$/.test(name);
  const walk = (value) => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const ref = typeof value.$ref === 'string' && value.$ref.startsWith('#/definitions/') ? decodeURIComponent(value.$ref.slice(14)) : null;
    if (ref && !named(ref)) {
      const { $ref: _ref, ...rest } = value;
      return { ...walk(definitions[ref]), ...walk(rest) };
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  };
  return Object.fromEntries(
    Object.keys(definitions)
      .filter(named)
      .sort()
      .map((name) => [name, walk(definitions[name])]),
  );
}

/** The schemas of common's exported types, `{ $comment, definitions }`; types the generator cannot describe are left out. */
function commonSchemas() {
  const generator = createGenerator({
    path: path.join(root, 'common/src/index.ts'),
    tsconfig: path.join(root, 'common/tsconfig.json'),
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    skipTypeCheck: true,
    additionalProperties: false,
  });
  const nodes = exportedTypes(generator.program).filter((node) => {
    try {
      generator.createSchemaFromNodes([node]);
      return true;
    } catch {
      // e.g. `keyof typeof` a constant: a form's field names, never an answer.
      return false;
    }
  });
  const { definitions } = generator.createSchemaFromNodes(nodes);
  return { $comment: COMMENT, definitions: inlineUnnamed(definitions) };
}

/** The file's text: the schemas as JSON, two spaces, one line at the end (as prettier writes it). */
const schemasText = (schemas) => `${JSON.stringify(schemas, null, 2)}\n`;

if (require.main === module) {
  const text = schemasText(commonSchemas());
  const name = path.relative(root, OUTPUT);
  if (process.argv.includes('--check')) {
    // The check of `npm test` (contract.test.ts): the file matches the types as they are now.
    const current = fs.existsSync(OUTPUT) && fs.readFileSync(OUTPUT, 'utf8') === text;
    if (!current) console.error(`${name} is not current with common/src's types: run npm run contract`);
    process.exit(current ? 0 : 1);
  }
  fs.writeFileSync(OUTPUT, text);
  console.log(`wrote ${name}`);
}
