import { domainError } from '../platform/errors/domain-error';

/** Also what another user's campaign answers: it does not exist for the caller. */
export class CampaignNotFound extends domainError(
  'CAMPAIGN.NOT_FOUND',
  'Campaign not found',
  'campaign_id',
) {}

/** A §5 rule of the schedule form, worded for the field it names. */
export class InvalidCampaign extends domainError(
  'CAMPAIGN.INVALID',
  (_field: string, message: string) => message,
  (field) => field,
) {}

/** A second schedule under a campaign id already taken (only reachable by reusing a derived id with a new key). */
export class CampaignAlreadyExists extends domainError(
  'CAMPAIGN.ALREADY_EXISTS',
  'A campaign with this id already exists.',
  'campaign_id',
) {}

/** Sends and pauses need a campaign still sending: not paused, cancelled or completed. */
export class CampaignNotActive extends domainError(
  'CAMPAIGN.NOT_ACTIVE',
  (status: string) => `This campaign is ${status.replace('_', ' ')}; it sends no more messages.`,
  'campaign_id',
) {}

export class CampaignAlreadyCompleted extends domainError(
  'CAMPAIGN.ALREADY_COMPLETED',
  'This campaign has already sent all its messages; there is nothing left to cancel.',
  'campaign_id',
) {}

export class OutsideSendWindow extends domainError(
  'CAMPAIGN.OUTSIDE_WINDOW',
  'This campaign may not send now: it is outside its days or send times.',
  'send_times',
) {}

/** The campaign's messages_per_day, the user's daily cap or its total leaves nothing to send today. */
export class CampaignDailyLimitReached extends domainError(
  'CAMPAIGN.DAILY_LIMIT_REACHED',
  'This campaign may send no more messages today.',
  'messages_per_day',
) {}

export class ContactReplied extends domainError(
  'CAMPAIGN.CONTACT_REPLIED',
  'This contact replied; the campaign writes to them no more.',
  'contact_id',
) {}

export class ContactAlreadySent extends domainError(
  'CAMPAIGN.CONTACT_ALREADY_SENT',
  'This campaign already wrote to this contact.',
  'contact_id',
) {}

export class MessageNotInCampaign extends domainError(
  'CAMPAIGN.MESSAGE_NOT_IN_CAMPAIGN',
  'This message was not sent by the campaign.',
  'message_id',
) {}

export const campaignErrorStatus: Record<string, number> = {
  'CAMPAIGN.NOT_FOUND': 404,
  'CAMPAIGN.INVALID': 400,
  'CAMPAIGN.ALREADY_EXISTS': 409,
  'CAMPAIGN.NOT_ACTIVE': 409,
  'CAMPAIGN.ALREADY_COMPLETED': 409,
  'CAMPAIGN.OUTSIDE_WINDOW': 409,
  'CAMPAIGN.DAILY_LIMIT_REACHED': 409,
  'CAMPAIGN.CONTACT_REPLIED': 409,
  'CAMPAIGN.CONTACT_ALREADY_SENT': 409,
  'CAMPAIGN.MESSAGE_NOT_IN_CAMPAIGN': 404,
};
