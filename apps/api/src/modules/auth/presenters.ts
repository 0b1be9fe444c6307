import type { User } from '@coffee/contracts/auth';
import type { MediaUrl } from '../../lib/media.js';
import type { UserRow } from './repository.js';

export const toUser = (user: UserRow, mediaUrl: MediaUrl): User => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  mobile: user.mobile,
  avatar: user.avatar ? mediaUrl(user.avatar) : null,
});
