import type { contactMessages, contentPages, faqEntries } from '../schema/index.ts';
import { PARTNERS_INTRO } from './content.ts';
import { addMinutes } from './random.ts';

export type ContentPageInsert = typeof contentPages.$inferInsert;
export type FaqEntryInsert = typeof faqEntries.$inferInsert;
export type ContactMessageInsert = typeof contactMessages.$inferInsert;

export type CompanyPagesBuild = {
  contentPages: ContentPageInsert[];
  faqEntries: FaqEntryInsert[];
  contactMessages: ContactMessageInsert[];
};

// Invented people and addresses: none of these is meant to be a real person.
const ABOUT_BODY = `Nordhub is the job board and startup directory for the Nordic startup scene. We connect talent
with startups in Denmark, Sweden, Norway, Finland and Iceland, and help founders meet the investors
who back companies like theirs.

## Our mission

Startups live or die by the people they hire. Big companies have recruiters, employer brands and
agencies; a ten-person startup has a founder with a laptop and a deadline. We build the tools that
level that field: a place where a great engineer, designer or marketer finds the startup worth
joining, and where a startup can be found without a recruitment budget.

- **For talent:** every job on Nordhub is at a startup, with the salary range, the team and the
  funding up front.
- **For startups:** post a job in minutes, follow every applicant in one pipeline, and let Scout find
  candidates when you need them fast.
- **For investors:** a directory of startups by stage, sector and country, and pitches that arrive
  in one place.

## Who we are

Nordhub is run by a small team in Copenhagen and Stockholm, most of us former founders or early
startup employees.

- **Astrid Lund**, co-founder and CEO: ran hiring at two Nordic scale-ups before starting Nordhub.
- **Mikkel Holm**, co-founder and CTO: builds the product and keeps the site fast.
- **Sofia Berg**, head of startup success: helps startups write jobs that get answered.
- **Jonas Virtanen**, Scout lead: runs our recruiting service with a network of Nordic headhunters.
- **Ingrid Dahl**, community and partnerships: runs the community program and our partner deals.

## How we work

We earn money from the startups that choose paid plans, boosts and Scout, never from selling data
about the people who use Nordhub. Talent profiles are shown to startups only when you apply or choose
to be found, and you can download or delete your data at any time.

## How to reach us

- Write to us through the [contact form](/contact); we answer within two working days.
- Startups: the [FAQ for startups](/startups/faq) answers the most common questions.
- Press: choose "Press" in the contact form and we will get back to you the same day.

Nordhub ApS, Njalsgade 21, 2300 Copenhagen S, Denmark.`;

type FaqDefinition = { topic: string; question: string; answer: string };

const FAQ_DEFINITIONS: readonly FaqDefinition[] = [
  {
    topic: 'Posting jobs',
    question: 'How do I post a job?',
    answer: `Create your startup profile, then choose **Post a job** from your startup's menu. Write the
title, the description, the location (or remote) and how people apply: through Nordhub, by email or on
your own site. Most jobs go live at once; a job written on your behalf by our team waits for your
approval first.`,
  },
  {
    topic: 'Posting jobs',
    question: 'How long does a job stay online?',
    answer: `A job is live for 60 days (you can choose up to 120). Five days before it expires we mail you a
one-click link to keep it online if you are still hiring. You can pause, edit or close a job at any time from your startup's job
list.`,
  },
  {
    topic: 'Posting jobs',
    question: 'How many jobs can I post?',
    answer: `Every startup can have one live job for free. The Startup plan lifts the limit for a year, so
you can hire for several roles at once. See [pricing](/pricing) for the numbers in your country.`,
  },
  {
    topic: 'Pricing',
    question: 'Why do prices differ from country to country?',
    answer: `We price the Startup plan, boosts and Scout per country, in its own currency and with its VAT
included, so a startup in Reykjavik and one in Stockholm each pay a fair local price. The
[pricing page](/pricing) shows the prices of the country we detect; you can choose another one there.`,
  },
  {
    topic: 'Pricing',
    question: 'Do I get an invoice?',
    answer: `Yes. Every payment sends a receipt to the address that paid, with your startup's name and the
VAT. Need your company's VAT number or a purchase order number on it? Write to us through the
[contact form](/contact) before paying and we add it.`,
  },
  {
    topic: 'Boosts',
    question: 'What does a boost do?',
    answer: `A boosted job is featured on the job search and on the front page for 30 days, and it is sent
in the job digest to talent whose searches match it. Boosted jobs typically get three to five times as
many views. You can boost a live job from its page in your startup's job list.`,
  },
  {
    topic: 'Scout',
    question: 'What is Scout?',
    answer: `Scout is our recruiting service for roles you need to fill fast. Tell us about the role in a
few steps, and our network of Nordic headhunters sends you screened candidates, usually within two
weeks. You pay a fixed fee per order, with no percentage of the salary. Read more on the
[Scout page](/scout).`,
  },
  {
    topic: 'Scout',
    question: 'Can I use Scout and post the job myself?',
    answer: `Yes, and most startups do. Candidates Scout finds arrive in the same pipeline as the people who
apply to your job, marked as coming from Scout.`,
  },
  {
    topic: 'The applicant pipeline',
    question: 'Where do I see the people who applied?',
    answer: `Open **All applicants** in your startup's menu. Every application lands in one board with the
columns Applied, Screening, Interview, Offer and Hired; move candidates along with drag and drop or the
menu on each card. Each candidate's page shows the CV, the cover note and your team's notes.`,
  },
  {
    topic: 'The applicant pipeline',
    question: 'Do candidates hear back when I reject them?',
    answer: `Only if you choose so: when you reject a candidate you can send our polite rejection mail, or
write your own. Applications nobody moved for a long time are closed automatically, and the candidate
is told the role has moved on.`,
  },
  {
    topic: 'Career pages',
    question: 'Can I show my jobs on my own website?',
    answer: `Yes. Your startup's career page lists your live jobs with your logo and colours. Use it on its
own address, on a domain of yours (such as jobs.yourstartup.com) or embedded in your site; applications
arrive in your Nordhub pipeline either way.`,
  },
  {
    topic: 'Deals',
    question: 'What are the startup deals?',
    answer: `Our partners offer startups on Nordhub discounts on tools they need: cloud credits, bookkeeping,
legal templates, insurance and more. Sign in with your startup profile to see the codes and links;
the list grows every month.`,
  },
];

type ContactDefinition = { name: string; email: string; topic: string; message: string; hoursAgo: number };

const CONTACT_DEFINITIONS: readonly ContactDefinition[] = [
  {
    name: 'Freja Nielsen',
    email: 'freja.nielsen@example.com',
    topic: 'Startups and jobs',
    message:
      'Hi! We are a seed-stage startup in Aarhus and would like to post four engineering roles at once. Is there a discount for several jobs, or should we take the Startup plan?\n\nThanks, Freja',
    hoursAgo: 5,
  },
  {
    name: 'Oskar Lindqvist',
    email: 'oskar@example.org',
    topic: 'Press',
    message:
      'I write for a Swedish tech newsletter and would love to talk about hiring trends in Nordic startups this year. Do you have figures you can share?',
    hoursAgo: 30,
  },
  {
    name: 'Aino Korhonen',
    email: 'aino.korhonen@example.net',
    topic: 'Privacy',
    message:
      'Could you tell me which startups have seen my talent profile? I applied to two jobs last month.',
    hoursAgo: 75,
  },
];

/** The about page, the startups' FAQ and a few contact messages, the same on every seed. */
export function buildCompanyPages(now: Date): CompanyPagesBuild {
  return {
    contentPages: [
      {
        key: 'about',
        title: 'About Nordhub',
        body: ABOUT_BODY,
        metaDescription:
          'Who runs Nordhub, the job board and startup directory for the Nordic startup scene: our mission, our team and how to reach us.',
        isPublished: true,
        updatedAt: now,
      },
      // The partners page's introduction (/partners), edited there and in the Pages section.
      {
        key: 'partners',
        title: 'Partners',
        body: PARTNERS_INTRO,
        metaDescription:
          'Banks, law firms, accelerators and communities that help Nordic startups grow, and what each offers the startups and talent on Nordhub.',
        isPublished: true,
        updatedAt: now,
      },
    ],
    faqEntries: FAQ_DEFINITIONS.map((entry, index) => ({
      topic: entry.topic,
      question: entry.question,
      answer: entry.answer.replace(/\n(?!\n)/g, ' '),
      sort: (index + 1) * 10,
      isPublished: true,
      createdAt: now,
      updatedAt: now,
    })),
    contactMessages: CONTACT_DEFINITIONS.map((message, index) => ({
      name: message.name,
      email: message.email,
      topic: message.topic,
      message: message.message,
      createdAt: addMinutes(now, -message.hoursAgo * 60),
      // The oldest was answered already.
      handledAt: index === CONTACT_DEFINITIONS.length - 1 ? addMinutes(now, -60) : null,
    })),
  };
}
