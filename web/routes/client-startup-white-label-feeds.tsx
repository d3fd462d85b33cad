import { useState } from 'react';
import { Form, Link } from 'react-router';
import { type WhiteLabelFeed, WhiteLabelFeedInput } from '#domain/companies/white-label-feed.schema.ts';
import {
  WHITE_LABEL_DESCRIPTION_MAX_LENGTH,
  WHITE_LABEL_MAX_FEEDS,
  WHITE_LABEL_NAME_MAX_LENGTH,
} from '#domain/companies/white-label-feed-constants.ts';
import { AppError } from '#domain/errors.ts';
import { JOB_ROLE_CATEGORIES } from '#domain/jobs/job-constants.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { getAppContext } from '../app-context.ts';
import { ImageUploadField, UploadsInFlight } from '../components/companies/image-upload-field.tsx';
import {
  CheckboxField,
  ChoiceGroup,
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { PortalPageHeading, SettingsSection } from '../components/ui/portal-page.tsx';
import { issueFieldErrors, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedList, postedText, useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { attachPostedImages } from '../lib/posted-images.server.ts';
import type { Route } from './+types/client-startup-white-label-feeds.ts';

const ROLE_OPTIONS = JOB_ROLE_CATEGORIES.flatMap((category) =>
  category.roles.map((role) => ({ value: role.key, text: role.text })),
);
const COUNTRY_OPTIONS = NORDIC_COUNTRIES.map((country) => ({ value: country.value, text: country.text }));

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `${loaderData.list.companyName}: white-label feeds` : 'White-label feeds',
    description: "Your organisation's own job board on its own host name, with the jobs you choose.",
    noIndex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const app = getAppContext(context);
  const list = await app.services.whiteLabel.listFeeds(me.id, params.company);
  return { list, cnameTarget: new URL(app.publicUrl).hostname };
}

/**
 * One form per feed and one for a new feed (plain multipart posts: they work without JavaScript,
 * the logo then inside the form), told apart by `intent`: `create`, `save:{id}`, `delete:{id}`.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  const intent = form.intent ?? '';
  return runFormAction(form, async () => {
    if (intent.startsWith('delete:')) {
      await services.whiteLabel.deleteFeed(me.id, params.company, intent.slice('delete:'.length));
      return { ok: true as const, intent: 'deleted', message: 'The feed is deleted.' };
    }
    const feedId =
      intent === 'create' ? null : intent.startsWith('save:') ? intent.slice('save:'.length) : undefined;
    if (feedId === undefined) throw new AppError('VALIDATION', 'Please use one of the buttons of the page');
    const fileErrors = await attachPostedImages(
      form,
      (kind, data) => services.companyProfile.storeImageUpload(me.id, kind, data),
      {
        singles: [{ field: 'logoImage', file: 'logoFile', kind: 'logo' }],
        hasGallery: false,
        rows: { prefix: 'team', kind: 'team' },
      },
    );
    const parsed = WhiteLabelFeedInput.safeParse(form.values);
    const fieldErrors = { ...(parsed.success ? {} : issueFieldErrors(parsed.error.issues)), ...fileErrors };
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      throw new AppError('VALIDATION', 'Please correct the fields marked below', fieldErrors);
    }
    const saved = await services.whiteLabel.saveFeed(me.id, params.company, feedId, parsed.data);
    return {
      ok: true as const,
      intent,
      message: feedId === null ? `The feed is live on ${saved.host}.` : 'The feed is saved.',
    };
  });
}

function FeedForm({ feed, cnameTarget }: { feed: WhiteLabelFeed | null; cnameTarget: string }) {
  const intent = feed ? `save:${feed.id}` : 'create';
  const result = useFormResult(feed ? [intent, `delete:${feed.id}`] : intent);
  const [uploading, setUploading] = useState(0);
  const uploads = { change: (delta: number) => setUploading((n) => n + delta) };
  const posted = result.values;
  const text = (name: string, saved: string) => postedText(posted, name) ?? saved;
  const errorOf = (name: string) =>
    result.fieldErrors[name] ??
    Object.entries(result.fieldErrors).find(([field]) => field.startsWith(`${name}.`))?.[1];
  const logo = posted ? (postedText(posted, 'logoImage') ?? '') : (feed?.logoImage ?? '');
  return (
    <UploadsInFlight.Provider value={uploads}>
      <Form method="post" encType="multipart/form-data" noValidate className="space-y-4">
        <FormError message={result.formError} />
        <InputField
          label="Host name"
          name="host"
          autoComplete="off"
          spellCheck={false}
          placeholder="jobs.your-organisation.org"
          defaultValue={text('host', feed?.host ?? '')}
          hint={`Point the host name to ${cnameTarget} with a CNAME record at your DNS provider. The feed goes live on it at once.`}
          error={result.fieldErrors.host}
        />
        <InputField
          label="Name"
          name="name"
          maxLength={WHITE_LABEL_NAME_MAX_LENGTH}
          defaultValue={text('name', feed?.name ?? '')}
          hint="Shown in the header when there is no logo, and in the pages' titles."
          error={result.fieldErrors.name}
        />
        <ImageUploadField
          label="Logo"
          hint="Shown in the header instead of the name and description. PNG, JPEG or WebP, at most 8 MB."
          kind="logo"
          name="logoImage"
          fileName="logoFile"
          initialKeys={logo ? [logo] : []}
          max={1}
          error={result.fieldErrors.logoImage}
          previewAlt={() => 'Feed logo'}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={2}
          maxLength={WHITE_LABEL_DESCRIPTION_MAX_LENGTH}
          defaultValue={text('description', feed?.description ?? '')}
          error={result.fieldErrors.description}
        />
        <InputField
          label="Startups"
          name="companyKeys"
          autoComplete="off"
          spellCheck={false}
          defaultValue={text('companyKeys', feed?.filters.companyKeys.join(', ') ?? '')}
          hint="Profile keys of the startups to show, separated by commas (the last part of a startup page's address). Leave empty for every startup."
          error={errorOf('companyKeys')}
        />
        <ChoiceGroup
          legend="Countries"
          name="countryCodes"
          type="checkbox"
          columns={3}
          options={COUNTRY_OPTIONS}
          selected={postedList(posted, 'countryCodes') ?? feed?.filters.countryCodes ?? []}
          hint="None chosen: every country."
          error={errorOf('countryCodes')}
        />
        <ChoiceGroup
          legend="Roles"
          name="roles"
          type="checkbox"
          columns={3}
          options={ROLE_OPTIONS}
          selected={postedList(posted, 'roles') ?? feed?.filters.roles ?? []}
          hint="None chosen: every role."
          error={errorOf('roles')}
        />
        <CheckboxField
          label="Impact startups only"
          name="impactOnly"
          value="true"
          defaultChecked={
            posted ? postedList(posted, 'impactOnly')?.includes('true') : feed?.filters.impactOnly
          }
          error={result.fieldErrors.impactOnly}
        />
        <StatusMessage message={result.message} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value={intent} busyText="Saving…">
            {feed ? 'Save feed' : 'Create feed'}
          </SubmitButton>
          {feed && (
            <SubmitButton
              name="intent"
              value={`delete:${feed.id}`}
              busyText="Deleting…"
              className={SECONDARY_SUBMIT_BUTTON}
            >
              Delete feed
            </SubmitButton>
          )}
        </div>
        {uploading > 0 && <p className="text-sm text-slate-600">Waiting for the logo to upload…</p>}
      </Form>
    </UploadsInFlight.Provider>
  );
}

export default function ClientStartupWhiteLabelFeeds({ loaderData }: Route.ComponentProps) {
  const { list, cnameTarget } = loaderData;
  const deleted = useFormResult('deleted');
  const base = `/client/startups/${encodeURIComponent(list.companyKey)}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <PortalPageHeading profileName={list.companyName} profilePath={base} title="White-label feeds" />
      <p className="mt-4 text-slate-700">
        Show the jobs you choose on your organisation's own host name, under your logo or name.{' '}
        <Link to="/startups/white-label-feed" className="font-semibold text-brand-700 hover:underline">
          How white-label feeds work
        </Link>
      </p>
      <StatusMessage message={deleted.message} />
      <div className="mt-8 space-y-8">
        {list.feeds.map((feed) => (
          <SettingsSection
            key={feed.id}
            id={`feed-${feed.id}`}
            title={feed.name}
            description={
              <p>
                Live on <span className="font-mono">{feed.host}</span>: its page is{' '}
                <span className="font-mono">/whiteLabelFeed</span>, with RSS, JSON Feed and XML feeds beside
                it.
              </p>
            }
          >
            <FeedForm feed={feed} cnameTarget={cnameTarget} />
          </SettingsSection>
        ))}
        {list.feeds.length < WHITE_LABEL_MAX_FEEDS && (
          <SettingsSection
            id="new-feed"
            title="New feed"
            description={<p>A host name, a name or logo, and which jobs to show.</p>}
          >
            <FeedForm key={list.feeds.length} feed={null} cnameTarget={cnameTarget} />
          </SettingsSection>
        )}
      </div>
    </div>
  );
}
