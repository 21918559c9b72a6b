import { isImageLink, MAX_AMOUNT_TK, textToPoisha } from 'api/rules';
import type { Campaign, CampaignInput } from 'api/types';

/** The campaign form's fields, as typed (the amount as text). */
export type CampaignValues = Pick<CampaignInput, 'image' | 'category' | 'title' | 'description'> & { amount: string };

export type CampaignErrors = Partial<Record<keyof CampaignValues, string>>;

export const EMPTY_CAMPAIGN: CampaignValues = { image: '', category: '', title: '', amount: '', description: '' };

export const MAX_AMOUNT = MAX_AMOUNT_TK;

/** The form's values for an existing campaign. */
export function valuesOf(campaign: Campaign): CampaignValues {
  return {
    image: campaign.image,
    category: campaign.category,
    title: campaign.title,
    amount: String(campaign.amount),
    description: campaign.description,
  };
}

/** Every field is required; the image is a web address (or an /assets/ path); the amount a positive number. */
export function validateCampaign(values: CampaignValues): CampaignErrors {
  const errors: CampaignErrors = {};
  const image = values.image.trim();
  if (!image) errors.image = 'Image URL is required';
  else if (!isImageLink(image)) errors.image = 'Enter a web address starting with http:// or https://';
  if (!values.category.trim()) errors.category = 'Category is required';
  if (!values.title.trim()) errors.title = 'Title is required';
  const amount = values.amount.trim();
  if (!amount) errors.amount = 'Amount is required';
  else if (textToPoisha(amount, Infinity) === null) errors.amount = 'Amount must be a positive number with at most 2 decimals';
  else if (Number(amount) > MAX_AMOUNT) errors.amount = `Amount must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`;
  if (!values.description.trim()) errors.description = 'Description is required';
  return errors;
}

/** The body for POST /edit-donation/{id}: all five fields, trimmed. */
export function campaignBody(values: CampaignValues): CampaignInput {
  return {
    image: values.image.trim(),
    category: values.category.trim(),
    title: values.title.trim(),
    amount: values.amount.trim(),
    description: values.description.trim(),
  };
}

/** The body for POST /create-donation: a new campaign starts with nothing raised. */
export function newCampaignBody(values: CampaignValues): CampaignInput {
  return { ...campaignBody(values), donationAmount: 0, totalDonationAmount: 0 };
}
