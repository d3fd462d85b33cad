import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { imageUrl } from '#domain/content/image-sizes.ts';
import type { ProfileEntry } from '#domain/users/user.schema.ts';

export const PRIMARY_BUTTON =
  'w-full rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/** The frame of the profile modals (docs/product.md, Modals): a Radix dialog with a title and a description. */
export function ProfileDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          <div className="mt-5">{children}</div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-md px-2 py-1 text-lg leading-none text-slate-600 hover:bg-slate-100"
          >
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A profile's picture, or its initials; decorative, as the name is always written beside it. */
export function ProfileAvatar({ entry }: { entry: ProfileEntry }) {
  if (entry.imageLink) {
    return (
      <img
        src={imageUrl('thumbnail', entry.imageLink)}
        alt=""
        width={40}
        height={40}
        className="h-10 w-10 shrink-0 rounded-lg border border-slate-200 bg-white object-cover"
      />
    );
  }
  const initials = entry.name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-sm font-bold text-slate-700"
    >
      {initials}
    </span>
  );
}

/** Name, type label (Startup, Talent, investor) and a Draft badge. */
export function ProfileSummary({ entry }: { entry: ProfileEntry }) {
  return (
    <>
      <ProfileAvatar entry={entry} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900">{entry.name}</span>
        <span className="block text-sm text-slate-600">{entry.typeLabel}</span>
      </span>
      {entry.isDraft && (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Draft</span>
      )}
    </>
  );
}

/** An error region that exists from the start, so screen readers announce the message when it appears. */
export function ErrorMessage({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-800' : undefined}>
      {message}
    </div>
  );
}
