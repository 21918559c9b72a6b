/**
 * Request validation with Ajv: bodies are checked strictly (no type coercion, so `"amount": true`
 * is rejected), params and querystrings are coerced from text ("?limit=20" → 20).
 * Errors are turned into one readable sentence that names the field.
 */
import { Ajv, type ErrorObject } from 'ajv';
import { EMAIL_PATTERN, LIMITS } from '../rules.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    verbose: true, // gives parentSchema, where our x-message lives
    strict: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  // The same pattern as ajv-formats' full `email`, from the rules the forms share (src/rules.ts).
  ajv.addFormat('email', EMAIL_PATTERN);
  return ajv;
}

const strictAjv = makeAjv(false);
const coercingAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
  return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
};

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function describe(error: ErrorObject): string {
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  const custom = typeof parent['x-message'] === 'string' ? (parent['x-message'] as string) : undefined;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return custom ?? `must be ${TYPE_WORDS[String(p.type)] ?? String(p.type)}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters long`;
    case 'pattern':
      return p.pattern === '\\S' ? 'must not be blank' : (custom ?? 'has an invalid format');
    case 'format':
      return custom ?? `must be a valid ${String(p.format)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return custom ?? `must be ${String(p.comparison)} ${String(p.limit)}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'additionalProperties':
      return `must not contain "${String(p.additionalProperty)}"`;
    default:
      return custom ?? error.message ?? 'is invalid';
  }
}

/** Picks the most useful error (a union's own x-message beats its branches' type errors). */
export function formatValidationErrors(errors: ErrorObject[], dataVar: string): string {
  const withCustom = errors.find(
    (e) => e.keyword !== 'required' && typeof (e.parentSchema as Record<string, unknown> | undefined)?.['x-message'] === 'string',
  );
  const unionError = errors.find((e) => e.keyword === 'anyOf');
  const chosen = withCustom ?? unionError ?? errors[0];
  if (!chosen) return `${dataVar} is invalid`;
  const path = chosen.instancePath.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
  if (chosen.keyword === 'required') {
    const missing = String((chosen.params as { missingProperty: string }).missingProperty);
    return `${dataVar}/${path ? path + '/' : ''}${missing} is required`;
  }
  const where = path ? `${dataVar}/${path}` : dataVar;
  if (chosen.keyword === 'anyOf' && !withCustom) return `${where} has the wrong type`;
  return `${where} ${describe(chosen)}`;
}

const emailCheck = strictAjv.compile({ type: 'string', format: 'email', maxLength: LIMITS.email });
export const isEmail = (value: unknown): value is string => emailCheck(value) === true;
