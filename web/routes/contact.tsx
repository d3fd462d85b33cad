// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Link } from 'react-router';
import {
  CONTACT_LIMIT_NAME,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_RATE_LIMIT,
  CONTACT_TOPICS,
  ContactInput,
} from '#domain/content/company-pages.schema.ts';
import { getAppContext } from '../app-context.ts';
import { CaptchaField } from '../components/auth/captcha-field.tsx';
import {
  FieldIdsForm,
  FormError,
  InputField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { type FormResult, postedText, useFormResult } from '../lib/form-result.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/contact.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/contact'),
    title: 'Contact us',
    description:
      'Write to the Nordhub team: questions about jobs, startups, talent, investors, press or privacy. We answer within two working days.',
  });
}

/** A signed-in person's name and address fill the form to start with. */
export async function loader({ context }: Route.LoaderArgs) {
  const { me, captchaQuestion } = getAppContext(context);
  return { name: me?.fullName ?? '', email: me?.email ?? '', question: captchaQuestion() };
}

/**
 * The form posted here (works without JavaScript): the same budget per client as `POST /api/contact`,
 * the same schema, then the message is stored and mailed to the team.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { services, limitRate } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async (): Promise<FormResult> => {
    await limitRate({ name: CONTACT_LIMIT_NAME, ...CONTACT_RATE_LIMIT });
    const input = parseForm(ContactInput, form.values);
    const result = await services.company.contact(input);
    return { ok: true, message: result.message };
  });
}

const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, text: topic }));

/** `/contact` (docs/product.md, Pages, the footer's Company column): a message to the team. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { fieldErrors, formError, values, message } = useFormResult();
  if (message) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900">Message sent</h1>
        <p role="status" className="mt-4 text-lg text-slate-700">
          {message}
        </p>
        <p className="mt-8">
          <Link to="/" className="font-medium text-brand-700 underline">
            Back to home
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Contact us</h1>
      <p className="mt-3 text-slate-700">
        Questions about jobs, your startup, investing or your data? Write to the Nordhub team and we answer
        within two working days. Startups may find a quick answer in the{' '}
        <Link to="/startups/faq" className="font-medium text-brand-700 underline">
          FAQ for startups
        </Link>
        .
      </p>
      <FieldIdsForm prefix="contact" method="post" noValidate className="mt-8 space-y-5">
        <FormError message={formError} />
        <InputField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          maxLength={50}
          defaultValue={postedText(values, 'name') ?? loaderData.name}
          error={fieldErrors.name}
        />
        <InputField
          label="Your email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={50}
          defaultValue={postedText(values, 'email') ?? loaderData.email}
          error={fieldErrors.email}
        />
        <SelectField
          label="Topic"
          name="topic"
          required
          placeholder="Choose a topic"
          options={TOPIC_OPTIONS}
          defaultValue={postedText(values, 'topic') ?? ''}
          error={fieldErrors.topic}
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={8}
          required
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          defaultValue={postedText(values, 'message') ?? ''}
          error={fieldErrors.message}
        />
        <CaptchaField
          error={fieldErrors.reCaptchaResponse}
          resetKey={actionData}
          question={loaderData.question}
        />
        <SubmitButton busyText="Sending…">Send message</SubmitButton>
      </FieldIdsForm>
    </div>
  );
}
