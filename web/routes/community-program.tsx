// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Dialog } from 'radix-ui';
import type { InputHTMLAttributes } from 'react';
import { Form, Link, redirect, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import {
  COMMUNITY_APPLICATION_LIMIT,
  COMMUNITY_APPLICATION_LIMIT_NAME,
  COMMUNITY_APPLICATION_THANKS,
  COMMUNITY_STAGES,
  CommunityApplicationInput,
  type CommunityKind,
} from '#domain/content/community-application.schema.ts';
import { getAppContext } from '../app-context.ts';
import { CaptchaField } from '../components/auth/captcha-field.tsx';
import {
  FieldIds,
  FormError,
  InputField,
  SelectField,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/community-program.ts';

const PATH = '/community-program';

function kindOf(value: string | null | undefined): CommunityKind | null {
  return value === 'startup' || value === 'talent' ? value : null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    // Without JavaScript the robot check is a question (ADR 033).
    question: getAppContext(context).captchaQuestion(),
    apply: kindOf(url.searchParams.get('apply')),
    applied: kindOf(url.searchParams.get('applied')),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, PATH),
    title: 'Community program',
    description:
      'Join the Nordhub community program as a startup or as talent: meet founders and builders across the Nordics, share what works and get help from people who have done it.',
  });
}

/**
 * The application (docs/product.md, Content pages: "an application form in a modal (startup or
 * talent), stored and emailed to the team"). Every post counts against the client's budget first
 * (429 with Retry-After), as the API route's does; then the fields, the captcha, the row and the mail.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { services, limitRate } = getAppContext(context);
  const form = await readForm(request);
  const kind = kindOf(typeof form.values.kind === 'string' ? form.values.kind : null);
  return runFormAction({ ...form, intent: kind ?? undefined }, async () => {
    await limitRate({ name: COMMUNITY_APPLICATION_LIMIT_NAME, ...COMMUNITY_APPLICATION_LIMIT });
    const input = parseForm(CommunityApplicationInput, form.values);
    await services.directory.applyToCommunity(input);
    return redirect(`${PATH}?applied=${input.kind}`);
  });
}

const OFFERS = [
  {
    title: 'Meet people who have done it',
    text: 'Monthly meet-ups in Copenhagen, Stockholm, Oslo, Helsinki and Reykjavik, and an online session for everyone else.',
  },
  {
    title: 'Mentoring both ways',
    text: 'Founders get an hour with an experienced operator every quarter; talent gets paired with a startup that needs their skills.',
  },
  {
    title: 'A say in Nordhub',
    text: 'Members try new features first and tell the team what startups and job seekers actually need.',
  },
];

/** `/community-program`: what the program is, and its two application forms (startup, talent). */
export default function CommunityProgram({ loaderData }: Route.ComponentProps) {
  const isHydrated = useHydrated();
  const failure = useFormResult(['startup', 'talent']);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const failedKind = kindOf(typeof failure.values?.kind === 'string' ? failure.values.kind : null);
  const openKind = failedKind ?? kindOf(searchParams.get('apply')) ?? loaderData.apply;
  const close = () => navigate(PATH, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Community program</h1>
      <p className="mt-3 text-lg text-slate-700">
        A community of Nordic founders and the people who want to build startups with them. Members share what
        works, help each other hire and raise, and meet in person across the region.
      </p>
      <StatusMessage message={loaderData.applied ? COMMUNITY_APPLICATION_THANKS : null} />

      <h2 className="mt-10 text-2xl font-semibold text-slate-900">What members get</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {OFFERS.map((offer) => (
          <li key={offer.title} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{offer.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{offer.text}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-semibold text-slate-900">Who can join</h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="join-startups" className="rounded-lg border border-slate-200 bg-white p-5">
          <h3 id="join-startups" className="text-lg font-semibold text-slate-900">
            Startups
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Nordic startups from idea to Series B that want to learn from other founders and give back. Tell
            us about your company and why you want to join.
          </p>
          <Link
            to={`${PATH}?apply=startup`}
            preventScrollReset
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Apply as a startup
          </Link>
        </section>
        <section aria-labelledby="join-talent" className="rounded-lg border border-slate-200 bg-white p-5">
          <h3 id="join-talent" className="text-lg font-semibold text-slate-900">
            Talent
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Developers, designers, marketers and operators who work in startups or want to. Tell us your role
            and what you hope to find.
          </p>
          <Link
            to={`${PATH}?apply=talent`}
            preventScrollReset
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Apply as talent
          </Link>
        </section>
      </div>

      <h2 className="mt-10 text-2xl font-semibold text-slate-900">How it works</h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
        <li>Send a short application as a startup or as talent.</li>
        <li>The Nordhub team reads every application and answers within a week.</li>
        <li>Once accepted, you get the invitations to meet-ups and the members' channel.</li>
      </ol>

      {openKind &&
        (isHydrated ? (
          <Dialog.Root
            open
            onOpenChange={(open) => {
              if (!open) close();
            }}
          >
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
              <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
                <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">
                  {TITLES[openKind]}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  {INTROS[openKind]}
                </Dialog.Description>
                <div className="mt-5">
                  <ApplicationForm kind={openKind} />
                </div>
                <Dialog.Close
                  aria-label="Close"
                  className="absolute right-3 top-3 rounded-md px-2 py-1 text-lg leading-none text-slate-600 hover:bg-slate-100"
                >
                  <span aria-hidden="true">×</span>
                </Dialog.Close>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        ) : (
          // Without JavaScript (and before hydration) the modal's form is the page's own section.
          <section
            aria-labelledby="apply-heading"
            id="apply"
            className="mt-10 rounded-lg border border-slate-300 bg-white p-6"
          >
            <h2 id="apply-heading" className="text-2xl font-semibold text-slate-900">
              {TITLES[openKind]}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{INTROS[openKind]}</p>
            <div className="mt-5">
              <ApplicationForm kind={openKind} />
            </div>
          </section>
        ))}
    </div>
  );
}

const TITLES: Record<CommunityKind, string> = {
  startup: 'Apply as a startup',
  talent: 'Apply as talent',
};

const INTROS: Record<CommunityKind, string> = {
  startup: 'Tell us about your startup. Every field is required.',
  talent: 'Tell us about yourself. Every field is required.',
};

/** Each form's text fields, in order; the startup's form ends with its stage. */
const TEXT_FIELDS: Record<
  CommunityKind,
  (Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'> & {
    label: string;
    name: string;
    hint?: string;
  })[]
> = {
  startup: [
    { label: 'Company name', name: 'companyName', autoComplete: 'organization' },
    { label: 'Website', name: 'website', inputMode: 'url', autoComplete: 'url' },
    { label: 'Contact name', name: 'contactName', autoComplete: 'name' },
    { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  ],
  talent: [
    { label: 'Name', name: 'name', autoComplete: 'name' },
    { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
    { label: 'LinkedIn URL', name: 'linkedinUrl', inputMode: 'url' },
    { label: 'Role', name: 'role', hint: 'What you do or want to do, e.g. Frontend developer' },
  ],
};

function ApplicationForm({ kind }: { kind: CommunityKind }) {
  const { question } = useLoaderData<typeof loader>();
  const result = useFormResult(kind);
  const errors = result.fieldErrors;
  const value = (name: string) => postedText(result.values, name);
  return (
    <FieldIds prefix={`community-${kind}`}>
      <Form
        method="post"
        action={`${PATH}?apply=${kind}`}
        noValidate
        className="space-y-4"
        aria-label={TITLES[kind]}
      >
        <FormError message={result.formError} />
        <input type="hidden" name="kind" value={kind} />
        {TEXT_FIELDS[kind].map(({ name, ...field }) => (
          <InputField key={name} {...field} name={name} defaultValue={value(name)} error={errors[name]} />
        ))}
        {kind === 'startup' && (
          <SelectField
            label="Stage"
            name="stage"
            placeholder="Choose a stage"
            options={COMMUNITY_STAGES}
            defaultValue={value('stage') ?? ''}
            error={errors.stage}
          />
        )}
        <TextAreaField
          label="Why do you want to join?"
          name="why"
          rows={4}
          defaultValue={value('why')}
          error={errors.why}
        />
        <CaptchaField error={errors.reCaptchaResponse} resetKey={result} question={question} />
        <SubmitButton busyText="Sending…">Send application</SubmitButton>
      </Form>
    </FieldIds>
  );
}
