/** One section of the terms: a heading and its paragraphs or list items. */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

/** When these terms last changed in substance (shown on the page). */
export const TERMS_UPDATED = '2026-11-01';

/**
 * The terms of use, written for whichever brand serves the page: `brand` is the site's name from
 * options-config, so every white-label site shows its own name.
 */
export function termsSections(brand: string): TermsSection[] {
  return [
    {
      id: 'agreement',
      title: '1. About these terms',
      paragraphs: [
        `These terms are an agreement between you and the operator of ${brand} ("we", "us"). They apply whenever you visit ${brand}, create an account, or use any of its features: profiles, organizations and circles, events, jobs, resources, chat, AI tools and career guidance.`,
        'By creating an account you confirm that you have read these terms and accept them. If you do not accept them, please do not use the service.',
      ],
    },
    {
      id: 'account',
      title: '2. Your account',
      paragraphs: [
        'You need an account for most features. Give accurate information when you sign up and keep it up to date. An account is personal: do not share it, and do not sign up on behalf of somebody else without their permission.',
        'Keep your password secret. If you think somebody else knows it, change it from the account menu or use "Forgot password?" on the login page. Changing or resetting your password signs you out everywhere else.',
        'You must be at least 13 years old, or the minimum age of digital consent where you live if that is higher. Some organizations on the platform may set their own age rules.',
      ],
    },
    {
      id: 'conduct',
      title: '3. How we treat each other',
      paragraphs: [
        `${brand} is a community for learning and career growth. Treat other members with respect. You agree not to:`,
      ],
      list: [
        'harass, threaten, bully or discriminate against anyone;',
        'post content that is unlawful, hateful, sexually explicit, misleading or that infringes somebody else’s rights;',
        'send spam, unsolicited advertising, chain messages or pyramid schemes;',
        'impersonate a person or an organization, or misrepresent your qualifications or affiliation;',
        'collect other members’ personal data, scrape the service, or use it to build a competing database;',
        'probe, overload or interfere with the service, or try to reach accounts or data that are not yours.',
      ],
    },
    {
      id: 'content',
      title: '4. What you post',
      paragraphs: [
        'You keep ownership of what you post: your profile, posts, resources, comments, messages and files. You give us a worldwide, non-exclusive, royalty-free licence to host, store, copy, display and distribute that content only as needed to run and improve the service and to show it to the people you shared it with.',
        'You are responsible for what you post and confirm that you have the right to share it. We may remove content or limit an account that breaks these terms or the law, and we will tell you why where we can.',
      ],
    },
    {
      id: 'organizations',
      title: '5. Organizations, circles and events',
      paragraphs: [
        'Organizations and their administrators decide who may join their spaces and may set additional rules for them. Joining may need their approval. Organization administrators can see the membership information you share with that organization.',
        'Events, circles and job posts are published by members and organizations. We do not guarantee their accuracy, and any agreement you make with an employer or organizer is between you and them.',
      ],
    },
    {
      id: 'ai',
      title: '6. AI tools and career guidance',
      paragraphs: [
        'AI features, including career reports and the assistant, produce suggestions from the information you provide and from general knowledge. They can be incomplete or wrong. Use them as a starting point, not as professional, legal, medical or financial advice, and check important decisions with a qualified person.',
        'Do not enter other people’s personal data or confidential information into AI features unless you are allowed to share it.',
      ],
    },
    {
      id: 'payments',
      title: '7. Memberships and payments',
      paragraphs: [
        'Some features need a paid membership. Prices, billing periods and what each tier includes are shown before you pay. Subscriptions renew until you cancel them; cancelling stops the next renewal and keeps access until the end of the paid period. Donations are voluntary and not refundable unless the law requires it.',
      ],
    },
    {
      id: 'privacy',
      title: '8. Your privacy',
      paragraphs: [
        'We use your personal data to provide the service: to run your account, show your profile to the people you choose, send the emails you need (such as verification codes and password reset links) and keep the platform safe. We do not sell your personal data.',
        'You can update your profile at any time, choose whether to receive the newsletter, and ask us for a copy of your data or for your account to be deleted.',
      ],
    },
    {
      id: 'ending',
      title: '9. Ending your use',
      paragraphs: [
        'You may stop using the service and ask for your account to be closed at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, or when the law requires it. Where possible we will warn you first and give you a chance to download your content.',
      ],
    },
    {
      id: 'liability',
      title: '10. Availability and liability',
      paragraphs: [
        `We work to keep ${brand} available and secure, but we provide it "as is" and cannot promise that it will always be uninterrupted or free of errors. To the extent the law allows, we are not liable for indirect or consequential losses, or for content and offers published by other members and organizations. Nothing in these terms limits rights you have under consumer law that cannot be waived.`,
      ],
    },
    {
      id: 'changes',
      title: '11. Changes to these terms',
      paragraphs: [
        'We may update these terms as the service evolves. When a change matters, we will tell you by email or in the app before it takes effect. If you keep using the service after that, the new terms apply; if you do not agree, you can close your account.',
      ],
    },
    {
      id: 'contact',
      title: '12. Questions',
      paragraphs: [
        'If you have a question about these terms or want to report content or behaviour, use the Feedback page in the account menu or contact the organization that runs this site.',
      ],
    },
  ];
}
