import { Type } from 'typebox';

/**
 * One live event of GET /events (Server-Sent Events, `event: campaign`): a campaign's money as it stands
 * after a confirmation, refund or offline gift. State, not a delta: a client that missed events is right
 * again after the next one. The field names are the campaign's own (GET /donations, /single-donation/{id}),
 * so a client can copy them onto its cached campaign. No donor, no email: public.
 */
export const CampaignTotalsEventSchema = Type.Object(
  {
    campaignId: Type.String({ description: 'The campaign (`_id` in campaign answers)' }),
    donationAmount: Type.Number({ description: 'Confirmed money raised, in Tk (exact to the poisha, as every answer gives money)' }),
    totalDonationAmount: Type.Number({ description: 'The same as donationAmount (the campaign answers carry both)' }),
    donorCount: Type.Integer({ description: 'Confirmed gifts counted in the total' }),
    version: Type.Integer({
      description:
        "The ledger sequence number of the campaign's latest change of money: increases with every change, and is the event's SSE id (send it back as Last-Event-ID to resume)",
    }),
  },
  { description: 'A campaign total pushed over GET /events' },
);
