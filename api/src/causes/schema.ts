import { Type } from 'typebox';
import { causeColumns as c } from '../db/row-schemas.js';
import { Text, xMessage } from '../lib/schemas.js';

/** The longest cause name. */
export const CAUSE_NAME_MAX = 60;

/** A cause of the managed list (causes row; retired_at answered as the flag `retired`). */
export const CauseSchema = Type.Object({
  id: c.id,
  name: c.name,
  retired: Type.Boolean({ description: 'A retired cause takes no new campaigns; campaigns that have it keep it.' }),
  campaignCount: Type.Integer({ description: 'Campaigns whose category is this cause.' }),
});

export const CauseName = Text(CAUSE_NAME_MAX);

/** POST /causes body. */
export const CreateCauseBody = Type.Object({ name: CauseName });

/** PATCH /causes/{id} body: any of the two. */
export const UpdateCauseBody = Type.Object({
  name: Type.Optional(CauseName),
  retired: Type.Optional(Type.Boolean(xMessage('validation.trueFalse'))),
});

