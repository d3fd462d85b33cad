import { RETENTION_MONTHS } from '../privacy/retention.ts';

/**
 * The footer's Terms (`/terms`) and Privacy (`/privacy-policy`) pages (docs/product.md, Footer, issue 14): plain
 * text that says what the product does, as data beside the rules it describes, so a rule and its
 * wording change together (the retention period comes from the privacy rule itself).
 */
export type LegalSection = { heading: string; paragraphs: readonly string[] };

export type LegalPage = {
  title: string;
  description: string;
  intro: string;
  sections: readonly LegalSection[];
};

/** Shown under each page's title; change it with the text. */
export const LEGAL_PAGES_UPDATED = '2026-05-01';

export const TERMS_PAGE: LegalPage = {
  title: 'Terms of use',
  description:
    'The terms of use of Nordhub and Nordhub Impact: accounts, profiles, jobs, applications, paid products and what we may remove.',
  intro:
    'These terms apply to everyone who uses Nordhub or its sister platform Nordhub Impact, which share one login. By creating an account you accept them.',
  sections: [
    {
      heading: '1. The service',
      paragraphs: [
        'Nordhub connects global talents with career opportunities in Nordic startups. Talents search and save jobs, follow startups, apply and get a job digest by email. Startups publish jobs and follow their applicants. Investors keep a profile on the platform.',
        'Searching jobs and startups needs no account. Applying, saving jobs, following startups and every startup or investor tool need one.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'Give your real name and an email address you read. Keep your password to yourself: what is done with your account is your responsibility. One account can hold a talent profile and belong to several startups and investors.',
        'You can download everything stored about you and delete your talent data or your whole account at any time from My Account.',
      ],
    },
    {
      heading: '3. Startups and investors',
      paragraphs: [
        'Whoever creates a startup or investor profile confirms that they may act for it. Members of a profile can invite others; each member can edit the profile and its jobs.',
        'Jobs must be real, open positions at the startup that publishes them, with honest terms. A job is listed until it expires, is paused or is removed.',
      ],
    },
    {
      heading: '4. Applications',
      paragraphs: [
        'An application sends your quick apply details, your CV and your note to the startup of the job, and to nobody else. The startup decides on its own about its applicants; Nordhub is not a party to any employment.',
        'Startups use the applications they receive only to recruit for the job, and answer them through the platform.',
      ],
    },
    {
      heading: '5. Paid products',
      paragraphs: [
        'The first live job of a startup is free. The startup plan, boosts and the Scout service are paid as shown on the pricing page and in the order, in the currency of the startup\u2019s country; the plan and a boost start when the payment is confirmed. Scout has its own terms.',
      ],
    },
    {
      heading: '6. What we may remove',
      paragraphs: [
        'We may remove jobs, profiles or accounts that break these terms or the law, that mislead people or that are reported as filled or gone and prove so. We say why, unless the law forbids it.',
      ],
    },
    {
      heading: '7. Changes',
      paragraphs: [
        'When these terms change in a way that matters to you, we tell you by email before the change applies. The date at the top says when they last changed.',
      ],
    },
  ],
};

export const PRIVACY_PAGE: LegalPage = {
  title: 'Privacy policy',
  description:
    'What Nordhub stores about you, why, who sees it, how long we keep it, and how to download or delete it.',
  intro:
    'This policy says what Nordhub and Nordhub Impact store about you, why, who sees it and how long we keep it. Your privacy centre in My Account shows the same and lets you act on it.',
  sections: [
    {
      heading: '1. What we store',
      paragraphs: [
        'Your account: name, email address, a hash of your password (never the password itself) and your log-in sessions.',
        'As a talent: your quick apply details (name, email, phone, LinkedIn address, short intro), your CV, your applications with their status, saved jobs, interests, followed startups, saved searches and your job digest subscription.',
        'As a member of a startup or investor: the profiles you belong to and what you publish on them.',
      ],
    },
    {
      heading: '2. Why',
      paragraphs: [
        'To run the service you asked for: show you jobs, send your applications, send the job digest you subscribed to, and let startups follow their applicants. We do not sell your data and do not show third-party advertising.',
      ],
    },
    {
      heading: '3. Who sees it',
      paragraphs: [
        'A startup sees only the applications sent to it, with the details and CV in them. Your saved jobs, interests and saved searches are yours alone. Public profiles of startups and investors are public by design.',
        'Mail is delivered through our mail provider and payments run through our payment provider; they handle the data only for that purpose.',
      ],
    },
    {
      heading: '4. How long we keep it',
      paragraphs: [
        `When a startup decides not to continue with your application, we keep it for ${RETENTION_MONTHS} months after that decision, then anonymise it and delete its CV automatically. Open applications and applications that led to a hire stay until you delete them.`,
        'Your account stays until you delete it. Deleting it removes your personal data; the startups keep an anonymised card of each application so their counts stay right.',
      ],
    },
    {
      heading: '5. Cookies and your browser',
      paragraphs: [
        'We set a session cookie that keeps you logged in, a cookie that remembers the profile you chose in this browser, and, during a LinkedIn log-in, a short-lived cookie for that flow. Your recent job searches are kept in your own browser for 30 days. We use no tracking cookies.',
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'In the privacy centre (My Account, Privacy) you can download everything stored about you as JSON or CSV, delete your talent data, or delete your account. Every job digest mail carries a one-click unsubscribe.',
      ],
    },
  ],
};
