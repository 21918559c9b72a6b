/**
 * The columns of the Drizzle tables (./schema.ts) as TypeBox schemas, derived with drizzle-typebox.
 * Route schemas take from here every field they answer as it is stored (a text column, an enumeration,
 * a time), so a change of a column reaches the OpenAPI document and the types of `api/types` by itself.
 *
 * drizzle-typebox builds TypeBox 0.34 schemas (`@sinclair/typebox`); the routes use TypeBox 1.x (`typebox`).
 * Both are plain JSON Schema at run time, so each column schema is carried over as it is, typed with what
 * TypeBox 0.34's `Static` says of it (`Type.Unsafe`). Three things change on the way, none of which changes
 * what a value may be:
 * - the 0.34 symbol keys (Kind, Hint) are left behind: TypeBox 1.x, Ajv and the OpenAPI document do not read them;
 * - integers lose the bounds ±Number.MAX_SAFE_INTEGER that drizzle-typebox puts on every integer column;
 * - `T | null` becomes a JSON-schema type array (`type: ['string', 'null']`, as lib/schemas.ts `Nullable`)
 *   where T is one plain type, which serialises faster than anyOf.
 */
import type { Static as Static034, TSchema as TSchema034 } from '@sinclair/typebox';
import type { Table } from 'drizzle-orm';
import { createSelectSchema } from 'drizzle-typebox';
import { Type, type TUnsafe } from 'typebox';
import {
  auditLog,
  campaigns,
  causes,
  comments,
  contactMessages,
  donations,
  donorTotals,
  ledger,
  paymentAccounts,
  testimonials,
  users,
  volunteers,
} from './schema.js';

type JsonSchema = Record<string, unknown>;

/** A column schema of TypeBox 0.34 as a TypeBox 1.x schema of the same static type. */
export type Column<T extends TSchema034> = TUnsafe<Static034<T>>;

function plain(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = JSON.parse(JSON.stringify(schema)) as JsonSchema; // own string keys only: no symbols
  if (out.type === 'integer' && out.minimum === Number.MIN_SAFE_INTEGER && out.maximum === Number.MAX_SAFE_INTEGER) {
    delete out.minimum;
    delete out.maximum;
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === 'null' && typeof anyOf[0]?.type === 'string' && Object.keys(out).length === 1) {
    const inner = plain(anyOf[0]);
    return { ...inner, type: [inner.type, 'null'] };
  }
  if (anyOf) out.anyOf = anyOf.map(plain);
  return out;
}

/** One column (or any drizzle-typebox schema) as TypeBox 1.x, with extra keywords such as our `x-message`. */
export function column<T extends TSchema034>(schema: T, options: JsonSchema = {}): Column<T> {
  return Type.Unsafe<Static034<T>>({ ...plain(schema as unknown as JsonSchema), ...options });
}

type Columns<TTable extends Table> = ReturnType<typeof selectColumns<TTable>>;
function selectColumns<TTable extends Table>(table: TTable) {
  return createSelectSchema(table).properties;
}

/** Every column of a table's row (select) schema, as TypeBox 1.x. */
function row<TTable extends Table>(table: TTable): { [K in keyof Columns<TTable>]: Column<Columns<TTable>[K]> } {
  const props = selectColumns(table) as Record<string, TSchema034>;
  return Object.fromEntries(Object.entries(props).map(([name, schema]) => [name, column(schema)])) as never;
}

export const userColumns = row(users);
export const campaignColumns = row(campaigns);
export const causeColumns = row(causes);
export const donationColumns = row(donations);
export const paymentAccountColumns = row(paymentAccounts);
export const ledgerColumns = row(ledger);
export const auditColumns = row(auditLog);
export const donorTotalColumns = row(donorTotals);
export const commentColumns = row(comments);
export const testimonialColumns = row(testimonials);
export const volunteerColumns = row(volunteers);
export const contactMessageColumns = row(contactMessages);
