/** A seeded demo account (every demo user shares this password). */
export const DEMO_MEMBER = { email: 'member@demo.careerhub.example', password: 'careerhub-demo' };
