import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { CAUSES } from '../types.js';
import { Image, MoneyInput, Nullable, OptionalText, Pagination, Text } from '../lib/schemas.js';

export const DonorEntrySchema = Type.Object({
  name: Type.String(),
  donationAmount: Type.Number(),
  time: Type.Number(),
  anonymous: Type.Boolean(),
});

export const CampaignSchema = Type.Object({
  _id: Type.String(),
  image: Type.String(),
  title: Type.String(),
  category: Type.String(),
  description: Type.String(),
  amount: Type.Number(),
  donationAmount: Type.Number(),
  totalDonationAmount: Type.Number(),
  donorCount: Type.Integer(),
  donations: Type.Array(DonorEntrySchema),
  createdAt: Type.Number(),
});

export const CATEGORY_MESSAGE = `must be one of: ${CAUSES.join(', ')}`;
const Category = Text(60, { 'x-message': CATEGORY_MESSAGE });

const campaignFields = {
  image: Image,
  category: Category,
  title: Text(LIMITS.campaignTitle),
  amount: MoneyInput,
  description: Text(LIMITS.campaignDescription),
};

export const CreateCampaignBody = Type.Object({
  ...campaignFields,
  // Sent by the spec's form; accepted and ignored (the raised total comes from the donation rows).
  donationAmount: Type.Optional(Type.Unknown()),
  totalDonationAmount: Type.Optional(Type.Unknown()),
});

export const EditCampaignBody = Type.Object({
  image: Type.Optional(campaignFields.image),
  category: Type.Optional(campaignFields.category),
  title: Type.Optional(campaignFields.title),
  amount: Type.Optional(campaignFields.amount),
  description: Type.Optional(campaignFields.description),
});

export const CampaignListQuery = Type.Object({
  q: Type.Optional(OptionalText(100)),
  category: Type.Optional(OptionalText(60)),
  ...Pagination,
});

/** Maps any casing of a cause to its canonical spelling, or null. */
export function canonicalCategory(value: string): string | null {
  const v = value.trim().toLowerCase();
  return CAUSES.find((c) => c.toLowerCase() === v) ?? null;
}
