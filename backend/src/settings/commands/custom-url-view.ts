import type { StoredCustomUrl } from '../settings.decider';
import type { CustomUrl } from '../settings-rules.contract';

export const customUrlView = ({ id, name, url, includeInEmails }: StoredCustomUrl): CustomUrl => ({
  id,
  name,
  url,
  include_in_emails: includeInEmails,
});
