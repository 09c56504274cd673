import { describe, expect, it } from 'vitest';
import { buildSideMenu, isMenuLinkActive } from './sideMenu';

const outline = (flags: Parameters<typeof buildSideMenu>[0]) =>
  buildSideMenu(flags).map((section) => [
    section.title,
    section.items.map((item) => `${item.label} ${item.to}`),
  ]);

describe('side menu', () => {
  it('has every section with the default flags', () => {
    expect(outline({ show_job_menu: true, show_connect_menu: true, star: false })).toEqual([
      [
        'Navigation',
        [
          'CareerGPS /careergps',
          'AI Use Case /usecases',
          'Career Circle /circles',
          'AI Tools /ai-tools',
          "What's happening /posts",
        ],
      ],
      [
        'Community',
        [
          'Organization /connect?connection=organization',
          'People /connect?connection=user',
          'Event /connect?connection=event',
        ],
      ],
      [
        'Resources & Jobs',
        ['Resource Hub /resourcehub', 'AI Prompt Library /prompt-library', 'Job Board /jobs'],
      ],
      ['My Collections', ['Favorites /favorites', 'My Items /my']],
    ]);
  });

  it('moves Event into Navigation and AI Tools into Resources for star', () => {
    const [navigation, , resources] = outline({ show_job_menu: true, show_connect_menu: true, star: true });
    expect(navigation?.[1]).toContain('Event /events');
    expect(navigation?.[1]).not.toContain('AI Tools /ai-tools');
    expect(resources?.[1]).toContain('AI Tools /ai-tools');
  });

  it('drops Community and the Job Board when their flags are off', () => {
    const sections = outline({ show_job_menu: false, show_connect_menu: false, star: false });
    expect(sections.map(([title]) => title)).toEqual(['Navigation', 'Resources', 'My Collections']);
    expect(sections[1]?.[1]).not.toContain('Job Board /jobs');
  });

  it("is the admin layout's own menu in the admin view, Job Management only with the job menu", () => {
    const flags = { show_job_menu: true, show_connect_menu: false, star: false };
    expect(outline(flags).map(([title]) => title)).not.toContain('Admin');
    expect(outline({ ...flags, isAdminView: true })).toEqual([
      ['Admin', ['Dashboard /admin-dashboard', 'To-dos /admin-dashboard/todos']],
      [
        'Manage',
        [
          'User Management /admin-dashboard/members',
          'Job Management /admin-dashboard/jobs',
          'Resources /admin-dashboard/resources',
          'AI Tools /admin-dashboard/ai-tools',
          'Use Cases /admin-dashboard/usecases',
          'Plans & Pricing /admin-dashboard/plans',
        ],
      ],
    ]);
    // Staff: the menu ends with the site settings.
    expect(outline({ ...flags, isAdminView: true, isStaff: true })[1]).toEqual([
      'Manage',
      expect.arrayContaining([
        'Plans & Pricing /admin-dashboard/plans',
        'Settings /admin-dashboard/settings',
      ]),
    ]);
    const noJobs = outline({ ...flags, show_job_menu: false, isAdminView: true });
    expect(noJobs.find(([title]) => title === 'Manage')?.[1]).not.toContain(
      'Job Management /admin-dashboard/jobs',
    );
  });

  it('marks a link active only when its query matches too', () => {
    const here = { pathname: '/connect', search: '?connection=user&page=2' };
    expect(isMenuLinkActive('/connect?connection=user', here)).toBe(true);
    expect(isMenuLinkActive('/connect?connection=event', here)).toBe(false);
    expect(isMenuLinkActive('/jobs', { pathname: '/jobs', search: '' })).toBe(true);
  });
});
