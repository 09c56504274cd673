import { MENU_TEXT, PLAN_ADMIN_TEXT, SETTINGS_TEXT, type UiSettings } from '@careerhub/shared';
import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  Bot,
  Briefcase,
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  Compass,
  CreditCard,
  FolderOpen,
  Heart,
  LayoutDashboard,
  Lightbulb,
  ListTodo,
  MessageSquareText,
  Newspaper,
  Settings,
  UserRound,
  UserRoundCog,
  UsersRound,
} from 'lucide-react';

export interface MenuLink {
  label: string;
  to: string;
  icon: LucideIcon;
}
export interface MenuSection {
  title: string;
  items: MenuLink[];
}

type MenuFlags = Pick<UiSettings, 'show_job_menu' | 'show_connect_menu' | 'star'> & {
  /** An administrator of the default organization in the admin view: the admin layout's menu instead. */
  isAdminView?: boolean;
  /** Staff: the admin menu ends with the site settings. */
  isStaff?: boolean;
};

/**
 * The side menu of the member layout (spec section 2). The star flag moves Event into
 * Navigation in place of AI Tools, and AI Tools into Resources.
 */
export function buildSideMenu(flags: MenuFlags): MenuSection[] {
  if (flags.isAdminView) return buildAdminMenu(flags);
  const event: MenuLink = { label: MENU_TEXT.event, to: '/events', icon: CalendarDays };
  const aiTools: MenuLink = { label: MENU_TEXT.aiTools, to: '/ai-tools', icon: Bot };

  const sections: MenuSection[] = [
    {
      title: MENU_TEXT.navigation,
      items: [
        { label: MENU_TEXT.careerGps, to: '/careergps', icon: Compass },
        { label: MENU_TEXT.aiUseCase, to: '/usecases', icon: Lightbulb },
        { label: MENU_TEXT.careerCircle, to: '/circles', icon: UsersRound },
        flags.star ? event : aiTools,
        { label: MENU_TEXT.whatsHappening, to: '/posts', icon: Newspaper },
      ],
    },
  ];
  if (flags.show_connect_menu) {
    sections.push({
      title: MENU_TEXT.community,
      items: [
        { label: MENU_TEXT.organization, to: '/connect?connection=organization', icon: Building2 },
        { label: MENU_TEXT.people, to: '/connect?connection=user', icon: UserRound },
        { label: MENU_TEXT.event, to: '/connect?connection=event', icon: CalendarDays },
      ],
    });
  }
  sections.push({
    title: flags.show_job_menu ? MENU_TEXT.resourcesAndJobs : MENU_TEXT.resources,
    items: [
      { label: MENU_TEXT.resourceHub, to: '/resourcehub', icon: BookOpen },
      { label: MENU_TEXT.promptLibrary, to: '/prompt-library', icon: MessageSquareText },
      ...(flags.star ? [aiTools] : []),
      ...(flags.show_job_menu ? [{ label: MENU_TEXT.jobBoard, to: '/jobs', icon: Briefcase }] : []),
    ],
  });
  sections.push({
    title: MENU_TEXT.myCollections,
    items: [
      { label: MENU_TEXT.favorites, to: '/favorites', icon: Heart },
      { label: MENU_TEXT.myItems, to: '/my', icon: FolderOpen },
    ],
  });
  return sections;
}

/**
 * The admin layout's own menu (content-ai-admin.md 2.14): the dashboard and its management pages.
 * Job Management shows only when the job menu is enabled; Settings only for staff.
 */
export function buildAdminMenu(flags: Pick<MenuFlags, 'show_job_menu' | 'isStaff'>): MenuSection[] {
  return [
    {
      title: MENU_TEXT.admin,
      items: [
        { label: MENU_TEXT.dashboard, to: '/admin-dashboard', icon: LayoutDashboard },
        { label: MENU_TEXT.todos, to: '/admin-dashboard/todos', icon: ListTodo },
      ],
    },
    {
      title: MENU_TEXT.manage,
      items: [
        { label: MENU_TEXT.userManagement, to: '/admin-dashboard/members', icon: UserRoundCog },
        ...(flags.show_job_menu
          ? [{ label: MENU_TEXT.jobManagement, to: '/admin-dashboard/jobs', icon: BriefcaseBusiness }]
          : []),
        { label: MENU_TEXT.resourceManagement, to: '/admin-dashboard/resources', icon: BookOpen },
        { label: MENU_TEXT.aiToolManagement, to: '/admin-dashboard/ai-tools', icon: Bot },
        { label: MENU_TEXT.useCaseManagement, to: '/admin-dashboard/usecases', icon: Lightbulb },
        { label: PLAN_ADMIN_TEXT.menu, to: '/admin-dashboard/plans', icon: CreditCard },
        ...(flags.isStaff
          ? [{ label: SETTINGS_TEXT.menu, to: '/admin-dashboard/settings', icon: Settings }]
          : []),
      ],
    },
  ];
}

/** A menu link is current when path and query both match (the Community links share /connect). */
export function isMenuLinkActive(to: string, location: { pathname: string; search: string }): boolean {
  const target = new URL(to, 'http://x');
  if (target.pathname !== location.pathname) return false;
  const current = new URLSearchParams(location.search);
  for (const [key, value] of target.searchParams) if (current.get(key) !== value) return false;
  return true;
}
