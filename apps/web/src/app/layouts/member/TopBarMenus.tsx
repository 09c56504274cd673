import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_MESSAGES,
  FEEDBACK_TEXT,
  NOTIFICATION_TEXT,
  ONBOARDING_TEXT,
  SETTINGS_TEXT,
  UI_TEXT,
  type Identity,
} from '@careerhub/shared';
import {
  ArrowRight,
  Bell,
  KeyRound,
  BellRing,
  CheckCheck,
  ListChecks,
  LogIn,
  LogOut,
  MessageCircle,
  MessageSquareHeart,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  UserPlus,
  UserRound,
} from 'lucide-react';
import { Menu, MenuItem, MenuLabel, MenuNote, MenuSeparator } from '../../../components/ui/Menu';
import { Spinner } from '../../../components/ui/Spinner';
import { IDENTITY_KEY } from '../../../features/auth/identity';
import { notificationLink, timeAgo } from '../../../features/notifications/links';
import { NotificationAvatar, UnreadDot } from '../../../features/notifications/NotificationAvatar';
import {
  useLatestNotifications,
  useLiveNotifications,
  useMarkAllRead,
  useMarkRead,
} from '../../../features/notifications/queries';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useLogout } from '../../../features/auth/useLogout';
import { useIdentity } from '../../../features/auth/identity';
import { useChatRooms } from '../../../features/chat/api';
import { unreadTotal } from '../../../features/chat/cache';
import { ChatAvatar } from '../../../features/chat/ChatAvatar';
import { chatPanel, useChatPanel } from '../../../features/chat/panelStore';
import { messageText, otherUser, roomLabel } from '../../../features/chat/types';

// Loaded when first opened: most visits never open the preferences.
const PortalPreferencesDialog = lazy(() =>
  import('../../../features/onboarding/PortalPreferencesDialog').then((m) => ({
    default: m.PortalPreferencesDialog,
  })),
);

const ICON_BUTTON =
  'relative grid size-10 place-items-center rounded-lg text-muted hover:bg-slate-100 hover:text-text';

/** Recent conversations with unread badges, and the way into the chat panel. */
export function MessagesMenu() {
  const { data: identity } = useIdentity();
  const isMember = !!identity && identity.is_verified && !identity.is_trial_user;
  const rooms = useChatRooms(isMember);
  const { hasNew } = useChatPanel();
  const unread = unreadTotal(rooms.data);
  const recent = rooms.data?.pages[0]?.data.slice(0, 5) ?? [];
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <Menu
      label="Messages"
      trigger={
        <button ref={trigger} type="button" aria-label={label} className={ICON_BUTTON} data-chat-launcher="">
          <MessageCircle aria-hidden="true" className="size-5" />
          {(unread > 0 || hasNew) && (
            <span aria-hidden="true" className="absolute top-1 right-1 grid place-items-center">
              {hasNew && (
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-danger opacity-60" />
              )}
              <span className="relative grid min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[0.65rem] leading-4.5 font-bold text-white">
                {unread > 99 ? '99+' : unread > 0 ? unread : ''}
              </span>
            </span>
          )}
        </button>
      }
      className="w-80"
    >
      <MenuLabel>Messages</MenuLabel>
      {!isMember ? (
        <MenuNote>{CHAT_MESSAGES.cannotInitiate}</MenuNote>
      ) : rooms.isPending ? (
        <MenuNote>
          <Spinner label="Loading conversations" className="mx-auto text-primary" />
        </MenuNote>
      ) : rooms.isError ? (
        <MenuNote>{UI_TEXT.couldNotFetchItems}</MenuNote>
      ) : recent.length === 0 ? (
        <MenuNote>
          <span className="w-64">No conversations yet. Start one from a member&apos;s profile.</span>
        </MenuNote>
      ) : (
        recent.map((room) => {
          const other = otherUser(room, identity.id);
          return (
            <MenuItem
              key={room.id}
              onSelect={() => chatPanel.open(room.id, trigger.current)}
              className="gap-3"
            >
              <ChatAvatar user={other} size="sm" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={room.unread_count > 0 ? 'truncate font-bold' : 'truncate font-medium'}>
                  {roomLabel(room, identity.id)}
                </span>
                {room.last_message && (
                  <span className="truncate text-xs text-muted">{messageText(room.last_message)}</span>
                )}
              </span>
              {room.unread_count > 0 && (
                <span
                  aria-hidden="true"
                  className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-[0.7rem] leading-5 font-bold text-primary-foreground"
                >
                  {room.unread_count > 99 ? '99+' : room.unread_count}
                </span>
              )}
            </MenuItem>
          );
        })
      )}
      {isMember && (
        <>
          <MenuSeparator />
          <MenuItem
            onSelect={() => chatPanel.open(null, trigger.current)}
            className="justify-center font-semibold text-primary"
          >
            Open messages
          </MenuItem>
        </>
      )}
    </Menu>
  );
}

export function NotificationsMenu({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  const query = useLatestNotifications(open);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const client = useQueryClient();
  useLiveNotifications();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const readFailed = (error: unknown) => notify(getErrorMessage(error), 'error');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Until live events arrive by socket, opening the menu brings the badge up to date.
    if (next) void client.invalidateQueries({ queryKey: IDENTITY_KEY });
  };

  return (
    <Menu
      label="Notifications"
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" aria-label={label} className={ICON_BUTTON}>
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notifications-badge"
              className="absolute top-1 right-1 grid min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[0.65rem] leading-4.5 font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      }
      className="w-[min(23rem,calc(100vw-1rem))]"
    >
      <MenuLabel>{NOTIFICATION_TEXT.heading}</MenuLabel>
      {query.isPending ? (
        <MenuNote>
          <Spinner label="Loading notifications" className="mx-auto text-primary" />
        </MenuNote>
      ) : query.isError ? (
        <MenuNote>{UI_TEXT.couldNotFetchItems}</MenuNote>
      ) : query.data.data.length === 0 ? (
        <MenuNote>{UI_TEXT.noNotifications}</MenuNote>
      ) : (
        query.data.data.slice(0, 6).map((n) => {
          const to = notificationLink(n);
          const onRead = () => {
            if (!n.is_read) markRead.mutate(n, { onError: readFailed });
          };
          const body = (
            <>
              <NotificationAvatar notification={n} className="size-9" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className={n.is_read ? 'text-muted' : 'font-semibold text-text'}>{n.message}</span>
                <time dateTime={n.created_at} className="text-xs text-muted">
                  {timeAgo(n.created_at)}
                </time>
              </span>
              {!n.is_read && <UnreadDot label={NOTIFICATION_TEXT.unreadLabel} />}
            </>
          );
          return to ? (
            <MenuItem key={n.id} asChild className="items-start gap-3">
              <Link to={to} onClick={onRead}>
                {body}
              </Link>
            </MenuItem>
          ) : (
            <MenuItem key={n.id} onSelect={onRead} className="items-start gap-3">
              {body}
            </MenuItem>
          );
        })
      )}
      <MenuSeparator />
      <div className="flex items-center justify-between gap-2">
        <MenuItem
          disabled={unread === 0}
          onSelect={() => markAllRead.mutate(undefined, { onError: readFailed })}
          className="font-medium"
        >
          <CheckCheck aria-hidden="true" className="size-4 text-muted" />
          {NOTIFICATION_TEXT.markAllRead}
        </MenuItem>
        <MenuItem asChild className="font-semibold text-primary">
          <Link to="/notification">
            {NOTIFICATION_TEXT.seeAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </MenuItem>
      </div>
    </Menu>
  );
}

/** Account menu: trial users get Login/Signup instead of Logout; unverified users get Verify OTP. */
export function UserMenu({ identity }: { identity: Identity }) {
  const logout = useLogout();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const isMember = identity.is_verified && !identity.is_trial_user;
  const initials =
    `${identity.first_name.charAt(0)}${identity.last_name?.charAt(0) ?? ''}`.toUpperCase() || '?';

  return (
    <>
      <Menu
        label="Account"
        trigger={
          <button
            type="button"
            aria-label={`Account menu for ${identity.first_name || 'you'}`}
            className="grid size-10 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground shadow-sm"
          >
            <span aria-hidden="true">{initials}</span>
          </button>
        }
      >
        <MenuNote>
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold text-text">
              {identity.first_name} {identity.last_name}
            </span>
            {identity.email && <span className="truncate text-xs">{identity.email}</span>}
          </span>
        </MenuNote>
        <MenuSeparator />
        {!identity.is_trial_user && (
          <MenuItem asChild>
            <Link to="/profile">
              <UserRound aria-hidden="true" className="size-4 text-muted" />
              My profile
            </Link>
          </MenuItem>
        )}
        {isMember && identity.profile_completion.level !== 'none' && (
          <MenuItem asChild>
            <Link to="/onboarding">
              <ListChecks aria-hidden="true" className="size-4 text-muted" />
              {ONBOARDING_TEXT.completeProfileMenu}
            </Link>
          </MenuItem>
        )}
        {isMember && (
          <MenuItem onSelect={() => setPreferencesOpen(true)}>
            <SlidersHorizontal aria-hidden="true" className="size-4 text-muted" />
            {ONBOARDING_TEXT.portalPreferences}
          </MenuItem>
        )}
        {isMember && (
          <MenuItem asChild>
            <Link to="/notification/settings">
              <BellRing aria-hidden="true" className="size-4 text-muted" />
              {NOTIFICATION_TEXT.settings}
            </Link>
          </MenuItem>
        )}
        {isMember && (
          <MenuItem asChild>
            <Link to="/feedback">
              <MessageSquareHeart aria-hidden="true" className="size-4 text-muted" />
              {FEEDBACK_TEXT.heading}
            </Link>
          </MenuItem>
        )}
        {identity.is_staff && (
          <MenuItem asChild>
            <Link to="/admin-dashboard/settings">
              <Settings aria-hidden="true" className="size-4 text-muted" />
              {SETTINGS_TEXT.title}
            </Link>
          </MenuItem>
        )}
        {isMember && (
          <MenuItem asChild>
            <Link to="/change-password">
              <KeyRound aria-hidden="true" className="size-4 text-muted" />
              {UI_TEXT.changePassword}
            </Link>
          </MenuItem>
        )}
        {!identity.is_verified && !identity.is_trial_user && (
          <MenuItem asChild>
            <Link to="/verify-otp">
              <ShieldCheck aria-hidden="true" className="size-4 text-muted" />
              {UI_TEXT.verifyOtp}
            </Link>
          </MenuItem>
        )}
        {identity.is_trial_user ? (
          <>
            <MenuItem asChild>
              <Link to="/login">
                <LogIn aria-hidden="true" className="size-4 text-muted" />
                {UI_TEXT.login}
              </Link>
            </MenuItem>
            <MenuItem asChild>
              <Link to="/signup">
                <UserPlus aria-hidden="true" className="size-4 text-muted" />
                {UI_TEXT.signup}
              </Link>
            </MenuItem>
          </>
        ) : (
          <MenuItem onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4 text-muted" />
            {UI_TEXT.logout}
          </MenuItem>
        )}
      </Menu>
      {preferencesOpen && (
        <Suspense fallback={null}>
          <PortalPreferencesDialog open={preferencesOpen} onOpenChange={setPreferencesOpen} />
        </Suspense>
      )}
    </>
  );
}
