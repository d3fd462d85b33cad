import { Link } from 'react-router';
import type { CompanyListItem } from '#domain/companies/company.schema.ts';
import { findCountryName } from '#domain/location/country-constants.ts';
import { LogoImage } from '../ui/logo-image.tsx';

/** `followed`: the signed-in user follows the startup (plain markup, no JavaScript). */
export function CompanyCard({ company }: { company: CompanyListItem & { followed?: boolean } }) {
  const country = company.countries[0] ? findCountryName(company.countries[0].countryCode) : undefined;
  const place = [company.city, country].filter(Boolean).join(', ');
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <div className="flex items-center gap-3">
        <LogoImage image={company.logoImage} name={company.name} size={44} />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">
            <Link
              to={`/startups/${company.key}`}
              className="after:absolute after:inset-0 hover:text-brand-700"
            >
              {company.name}
            </Link>
          </h3>
          {place && <p className="text-xs text-slate-600">{place}</p>}
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-slate-700">{company.whatWeDo}</p>
      <div className="mt-auto flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-brand-700">
          {company.numberOfActiveJobs === 1 ? '1 open job' : `${company.numberOfActiveJobs} open jobs`}
        </p>
        {company.followed && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            Following
          </span>
        )}
      </div>
    </article>
  );
}
