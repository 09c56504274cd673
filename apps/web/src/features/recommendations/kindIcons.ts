import {
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  ExternalLink,
  Lightbulb,
  UserRound,
  UsersRound,
  Wrench,
} from 'lucide-react';

/** The icon of each kind of recommended item (the assistant's cards and the right panel's). */
export const KIND_ICONS = {
  resource: BookOpen,
  external_resource: ExternalLink,
  internal_resource: BookOpen,
  user: UserRound,
  event: CalendarDays,
  circle: UsersRound,
  organization: Building2,
  job: Briefcase,
  use_case: Lightbulb,
  ai_tool: Wrench,
} as const;
