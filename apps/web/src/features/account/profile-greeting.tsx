'use client';

import type { User } from '@coffee/contracts/auth';
import { WithUserText } from '@/components/ui/user-text';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { useSessionStore } from '@/lib/session/session-store';
import { UserAvatar } from './user-avatar';

type ProfileGreetingProps = {
  /** Who the page was rendered for; the session store's copy wins once a profile change updates it. */
  user: Pick<User, 'id' | 'name' | 'first_name' | 'email' | 'avatar'>;
  /** "Hello, {name}" with `{name}` still in it. */
  greeting: string;
  areaLabel: string;
};

/** The profile area's header: photo and greeting, updated the moment the shopper saves a new name or photo. */
export function ProfileGreeting({ user, greeting, areaLabel }: ProfileGreetingProps) {
  const live = useSessionStore((state) => (state.user?.id === user.id ? state.user : null));
  const firstName = live?.first_name ?? user.first_name;
  const avatar = live ? live.avatar : user.avatar;
  return (
    <div className="flex items-center gap-4 rounded-card bg-white p-4 shadow-card">
      <UserAvatar src={avatar} name={firstName} className="size-14 text-xl" />
      <div className="min-w-0">
        <p className="font-semibold text-caramel-700 text-xs">{areaLabel}</p>
        <p className="truncate font-bold text-espresso-900 text-lg">
          <WithUserText sentence={(slot) => fillTemplate(greeting, { name: slot })} text={firstName} />
        </p>
        {/* Left to right even on Arabic pages, cut at its end, and kept on the start side (right in Arabic). */}
        <p dir="ltr" className="truncate text-mocha-600 text-sm rtl:text-end">
          {user.email}
        </p>
      </div>
    </div>
  );
}
