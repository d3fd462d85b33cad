import { Link } from 'react-router';
import type { CompanyListItem } from '#domain/companies/company.schema.ts';
import { findCountryName } from '#domain/location/country-constants.ts';
import { LogoImage } from '../ui/logo-image.tsx';

export function CompanyCard({ company }: { company: CompanyListItem }) {
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
      <p className="mt-auto text-sm font-medium text-brand-700">
        {company.numberOfActiveJobs === 1 ? '1 open job' : `${company.numberOfActiveJobs} open jobs`}
      </p>
    </article>
  );
}
