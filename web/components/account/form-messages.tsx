/**
 * A form's general error (role="alert") and success message (role="status"). Both regions exist
 * from the first render, so screen readers announce the text when it appears.
 */
export function FormMessages({ error, success }: { error: string | null; success: string | null }) {
  return (
    <>
      <div role="alert" className={error ? 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-800' : undefined}>
        {error}
      </div>
      <p
        role="status"
        className={success ? 'rounded-md bg-green-50 px-3 py-2 text-sm text-green-900' : undefined}
      >
        {success}
      </p>
    </>
  );
}

/** A titled part of the My Account page: a region named by its heading. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
