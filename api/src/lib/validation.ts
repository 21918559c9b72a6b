/**
 * Request validation with Ajv: bodies are checked strictly (no type coercion, so `"amount": true`
 * is rejected), params and querystrings are coerced from text ("?limit=20" → 20).
 * Errors are turned into one readable sentence that names the field.
 */
import { Ajv, type ErrorObject } from 'ajv';
import { EMAIL_PATTERN, LIMITS } from '../rules.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { msg, translate, word, type MessageKey, type Msg, type Params } from '../i18n/index.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    verbose: true, // gives parentSchema, where our x-message (a catalogue key) lives
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

const TYPE_NAMES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** The schema's own message (`x-message`: a catalogue key, with `x-message-params`), if it has one. */
function customMessage(error: ErrorObject): Msg | undefined {
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  const key = parent['x-message'];
  if (typeof key !== 'string') return undefined;
  return msg(key as MessageKey, parent['x-message-params'] as Params | undefined);
}

function describe(error: ErrorObject): Msg {
  const custom = customMessage(error);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const type = String(p.type);
      return custom ?? msg('validation.type', { type: TYPE_NAMES.has(type) ? word(`validation.typeName.${type}` as MessageKey) : type });
    }
    case 'minLength':
      return p.limit === 1 ? msg('validation.notEmpty') : msg('validation.minLength', { limit: Number(p.limit) });
    case 'maxLength':
      return msg('validation.maxLength', { limit: Number(p.limit) });
    case 'pattern':
      return p.pattern === '\\S' ? msg('validation.notBlank') : (custom ?? msg('validation.badFormat'));
    case 'format':
      return custom ?? msg('validation.format', { format: String(p.format) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return custom ?? msg('validation.compare', { comparison: String(p.comparison), limit: Number(p.limit) });
    case 'enum':
      return msg('validation.enum', { values: (p.allowedValues as unknown[]).join(', ') });
    case 'const':
      return msg('validation.const', { value: JSON.stringify(p.allowedValue) });
    case 'additionalProperties':
      return msg('validation.additional', { property: String(p.additionalProperty) });
    default:
      return custom ?? (error.message ? msg('text.untranslated', { text: error.message }) : msg('validation.fallback'));
  }
}

/** Picks the most useful error (a union's own x-message beats its branches' type errors): one message naming the field. */
export function validationMessage(errors: ErrorObject[], dataVar: string): Msg {
  const withCustom = errors.find(
    (e) => e.keyword !== 'required' && typeof (e.parentSchema as Record<string, unknown> | undefined)?.['x-message'] === 'string',
  );
  const unionError = errors.find((e) => e.keyword === 'anyOf');
  const chosen = withCustom ?? unionError ?? errors[0];
  if (!chosen) return msg('validation.invalid', { where: dataVar });
  const path = chosen.instancePath.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
  if (chosen.keyword === 'required') {
    const missing = String((chosen.params as { missingProperty: string }).missingProperty);
    return msg('validation.required', { field: `${dataVar}/${path ? path + '/' : ''}${missing}` });
  }
  const where = path ? `${dataVar}/${path}` : dataVar;
  const problem = chosen.keyword === 'anyOf' && !withCustom ? msg('validation.wrongType') : describe(chosen);
  return msg('validation.field', { where, problem: word(problem.key, problem.params) });
}

/** The message in English (Fastify's schemaErrorFormatter; the error handler answers it in the request's language). */
export const formatValidationErrors = (errors: ErrorObject[], dataVar: string): string => translate('en', validationMessage(errors, dataVar));

const emailCheck = strictAjv.compile({ type: 'string', format: 'email', maxLength: LIMITS.email });
export const isEmail = (value: unknown): value is string => emailCheck(value) === true;
