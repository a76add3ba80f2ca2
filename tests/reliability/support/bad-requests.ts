import fc from 'fast-check';

/**
 * A request body spoiled one way, as it goes on the wire. `mandated`: the API must refuse it
 * whatever the contract says (DESIGN.md decision 11: NUL, lone surrogates, unknown fields,
 * dates out of range, JSON only, bounded text); otherwise the contract decides whether it is
 * bad, and only bodies it refuses are sent.
 */
export interface BadRequest {
  kind: MutationKind;
  mandated: boolean;
  /** The parsed body the mutation produced, for the contract to judge; absent for raw text. */
  body?: unknown;
  payload: string;
  contentType: string | null;
  /** Short, for the failure report (a body may be hundreds of kilobytes). */
  summary: string;
}

export const MUTATION_KINDS = [
  'wrong type',
  'missing field',
  'huge string',
  'unknown field',
  'control character',
  'NUL',
  'lone surrogate',
  'date out of range',
  'wrong content type',
  'invalid JSON',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

type Path = (string | number)[];

/** Every place in a JSON value, the value itself first. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, i) => pathsOf(item, [...path, i]))];
  if (value !== null && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return [path];
}

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);

/**
 * A copy of `value` with `change` applied to the node at `path`'s parent. Keys are defined,
 * not assigned, so a "__proto__" key is an own field that JSON.stringify sends.
 */
function edit(
  value: unknown,
  path: Path,
  change: (parent: Record<string, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(value);
  if (path.length === 0) throw new Error('edit needs a path below the root');
  const parent = at(copy, path.slice(0, -1)) as Record<string, unknown>;
  change(parent, path.at(-1)!);
  return copy;
}

const replaced = (value: unknown, path: Path, next: unknown): unknown =>
  path.length === 0
    ? next
    : edit(value, path, (parent, key) =>
        Object.defineProperty(parent, key, {
          value: next,
          enumerable: true,
          writable: true,
          configurable: true,
        }),
      );

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
};

const asJson = (
  kind: MutationKind,
  mandated: boolean,
  body: unknown,
  detail: string,
): BadRequest => ({
  kind,
  mandated,
  body,
  payload: JSON.stringify(body),
  contentType: 'application/json',
  summary: `${kind} ${detail}: ${short(body)}`,
});

const ANY_VALUE = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** C0 and C1 controls but tab, line feed and carriage return, and DEL. */
const CONTROL = fc.constantFrom(
  ...[...Array(32).keys(), ...Array.from({ length: 33 }, (_, i) => 0x7f + i)]
    .filter((code) => code !== 0 && code !== 9 && code !== 10 && code !== 13)
    .map((code) => String.fromCharCode(code)),
);
const LONE_SURROGATE = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

const OUT_OF_RANGE_DAYS = [
  '1899-12-31',
  '2101-01-01',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-01-32',
  '+275760-09-13',
  '-000001-01-01',
  '20260101',
  '2026-1-1',
];
const outOfRangeDay = fc.oneof(
  fc.constantFrom(...OUT_OF_RANGE_DAYS),
  fc
    .oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 2101, max: 9999 }))
    .map((year) => `${String(year).padStart(4, '0')}-06-15`),
);

const NOT_JSON = [
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'text/json',
  'application/json-patch+json',
  'application/jsonx',
  'application/octet-stream',
];

const BROKEN_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,2',
  'nul',
  'undefined',
  '{"a":1}}',
  '{"a":01}',
  '\u0000',
  '{"a":"\\x41"}',
];

/** Inserts `piece` into the string at `path` at a random place. */
const inserted = (body: unknown, path: Path, piece: fc.Arbitrary<string>) =>
  fc.tuple(piece, fc.nat()).map(([text, where]) => {
    const original = at(body, path) as string;
    const index = where % (original.length + 1);
    return replaced(body, path, original.slice(0, index) + text + original.slice(index));
  });

/**
 * One spoiled request from a body of the contract's shape. `known` are the property names the
 * body schema has anywhere: an "unknown" field is never one of them.
 */
export function badRequestOf(body: unknown, known: Set<string>): fc.Arbitrary<BadRequest> {
  const paths = pathsOf(body);
  const strings = paths.filter((p) => typeof at(body, p) === 'string');
  const objects = paths.filter((p) => jsonType(at(body, p)) === 'object');
  const fields = paths.filter(
    (p) =>
      p.length > 0 &&
      typeof p.at(-1) === 'string' &&
      jsonType(at(body, p.slice(0, -1))) === 'object',
  );
  const days = strings.filter((p) => /^\d{4}-\d{2}-\d{2}(T|$)/.test(at(body, p) as string));
  const somewhere = strings.length > 0 ? strings : paths;

  const choices: fc.Arbitrary<BadRequest>[] = [
    fc
      .constantFrom(...paths)
      .chain((path) =>
        ANY_VALUE.filter((value) => jsonType(value) !== jsonType(at(body, path))).map((value) =>
          asJson(
            'wrong type',
            false,
            replaced(body, path, value),
            `at ${path.join('.') || '(body)'}`,
          ),
        ),
      ),
    fc
      .tuple(
        fc.constantFrom(...somewhere),
        fc.integer({ min: 10_001, max: 400_000 }),
        // No whitespace: text is trimmed, so a long run of spaces is an empty text.
        fc.constantFrom('x', 'é', '\u{1F600}', 'x y'),
      )
      .map(([path, length, letter]) =>
        asJson(
          'huge string',
          true,
          replaced(body, path, letter.repeat(length)),
          `at ${path.join('.')}`,
        ),
      ),
    fc
      .tuple(
        fc.constantFrom(...objects),
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 30 }),
          fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', 'isAdmin', 'role '),
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .filter(([path, name]) => !known.has(name) && !Object.hasOwn(at(body, path) as object, name))
      .map(([path, name, value]) =>
        asJson(
          'unknown field',
          true,
          replaced(body, [...path, name], value),
          `${JSON.stringify(name)}`,
        ),
      ),
    fc
      .constantFrom(...BROKEN_JSON.map((text) => text), JSON.stringify(body).slice(0, -1))
      .map((payload) => ({
        kind: 'invalid JSON' as const,
        mandated: true,
        payload,
        contentType: 'application/json',
        summary: `invalid JSON ${short(payload)}`,
      })),
    fc.constantFrom(...NOT_JSON, null).map((contentType) => ({
      kind: 'wrong content type' as const,
      mandated: true,
      body,
      payload: JSON.stringify(body),
      contentType,
      summary: `wrong content type ${contentType ?? '(none)'}`,
    })),
  ];
  if (fields.length > 0) {
    choices.push(
      fc.constantFrom(...fields).map((path) =>
        asJson(
          'missing field',
          false,
          edit(body, path, (parent, key) => delete parent[key]),
          `${path.join('.')}`,
        ),
      ),
    );
  }
  if (strings.length > 0) {
    const where = fc.constantFrom(...strings);
    choices.push(
      where.chain((path) =>
        inserted(body, path, CONTROL).map((next) =>
          asJson('control character', false, next, `at ${path.join('.')}`),
        ),
      ),
      where.chain((path) =>
        inserted(body, path, fc.constant('\u0000')).map((next) =>
          asJson('NUL', true, next, `at ${path.join('.')}`),
        ),
      ),
      where.chain((path) =>
        inserted(body, path, LONE_SURROGATE).map((next) =>
          asJson('lone surrogate', true, next, `at ${path.join('.')}`),
        ),
      ),
    );
  }
  if (days.length > 0) {
    choices.push(
      fc.tuple(fc.constantFrom(...days), outOfRangeDay).map(([path, day]) => {
        const original = at(body, path) as string;
        // A date-time keeps its time: only the day is out of range.
        const next = original.length > 10 ? day + original.slice(10) : day;
        return asJson(
          'date out of range',
          true,
          replaced(body, path, next),
          `at ${path.join('.')}`,
        );
      }),
    );
  }
  return fc.oneof(...choices);
}
