import { normalizeWebsite } from '../companies/normalize-website.ts';
import { findCountryName, NORDIC_COUNTRIES } from '../location/country-constants.ts';
import { describeWorkEligibility } from './format-relocation.ts';
import type { JobDetail } from './job.schema.ts';
import type { PositionType, SalaryPeriod } from './job-enums.ts';

export type JobPostingJsonLdOptions = {
  /** Site origin without a trailing slash needed, e.g. 'https://nordhub.example' (the site's own: ADR 030). */
  publicUrl: string;
  /**
   * The job page's path on that origin: `/jobs/{id}` unless told (`/careers/jobs/{id}` on a career
   * domain, `/whiteLabelFeed/jobs/{id}` on a feed's host).
   */
  jobPath?: string;
  companyUrl?: string | null;
  /** The description already rendered to safe HTML (see content/rich-text.ts). */
  descriptionHtml: string;
};

/** Google's employmentType values for our position types. */
const EMPLOYMENT_TYPE_BY_POSITION: Record<PositionType, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  internship: 'INTERN',
  studentjob: 'PART_TIME',
  freelance: 'CONTRACTOR',
  cofounder: 'OTHER',
};

const UNIT_TEXT_BY_PERIOD: Record<SalaryPeriod, string> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' };

const GOOGLE_EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);
const GOOGLE_UNIT_TEXTS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
const APPLICANT_LOCATION_TYPES = new Set(['Country', 'State', 'AdministrativeArea']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const ABSOLUTE_URL = /^https?:\/\/[^\s/?#]+/i;

/**
 * schema.org JobPosting for a job page (docs/product.md, Pages: every page showing a job carries it).
 * Remote jobs are TELECOMMUTE with the job's country as the applicant requirement, or the five
 * Nordic countries when the country is unknown; other jobs get a Place with a PostalAddress.
 */
export function buildJobPostingJsonLd(
  job: JobDetail,
  opts: JobPostingJsonLdOptions,
): Record<string, unknown> {
  const baseUrl = opts.publicUrl.trim().replace(/\/+$/, '');
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: opts.descriptionHtml,
    datePosted: job.approvedAt ?? job.createdAt,
  };
  if (job.expirationDate) jsonLd.validThrough = job.expirationDate;
  jsonLd.employmentType = EMPLOYMENT_TYPE_BY_POSITION[job.positionType];
  jsonLd.hiringOrganization = buildHiringOrganization(job, baseUrl, opts.companyUrl);
  jsonLd.identifier = { '@type': 'PropertyValue', name: 'Nordhub', value: job.id };
  jsonLd.url = `${baseUrl}${opts.jobPath ?? `/jobs/${encodeURIComponent(job.id)}`}`;
  // Google's "apply without leaving the site": only true for the on-platform pipeline.
  jsonLd.directApply = job.receiveApplicants === 'platform';
  if (job.isRemote) {
    jsonLd.jobLocationType = 'TELECOMMUTE';
    jsonLd.applicantLocationRequirements = buildApplicantCountries(job.location.country);
  } else {
    jsonLd.jobLocation = buildPlace(job);
  }
  const baseSalary = buildBaseSalary(job);
  if (baseSalary) jsonLd.baseSalary = baseSalary;
  const countryName = job.location.country ? (findCountryName(job.location.country) ?? null) : null;
  const eligibility = describeWorkEligibility(job.relocation, countryName);
  if (eligibility) jsonLd.eligibilityToWorkRequirement = eligibility;
  const benefits = [
    ...job.perks.map((perk) => perk.text),
    ...(job.relocation.relocationHelp ? ['Relocation assistance'] : []),
  ];
  if (benefits.length > 0) jsonLd.jobBenefits = benefits.join(', ');
  return jsonLd;
}

/**
 * Problems that would keep a JobPosting out of Google's job results: the required properties and
 * the format of those given. Recommended properties that are simply absent are not problems.
 * An empty list means valid.
 */
export function validateJobPostingJsonLd(obj: unknown): string[] {
  if (!isRecord(obj)) return ['JobPosting must be an object'];
  const problems: string[] = [];
  const context = obj['@context'];
  if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context)) {
    problems.push('@context must be https://schema.org');
  }
  if (obj['@type'] !== 'JobPosting') problems.push('@type must be JobPosting');
  if (!isFilledString(obj.title)) problems.push('title is required');
  if (!isFilledString(obj.description)) problems.push('description is required');

  const datePosted = obj.datePosted;
  if (datePosted === undefined) problems.push('datePosted is required');
  else if (!isIsoDate(datePosted)) problems.push('datePosted must be an ISO 8601 date');
  if (obj.validThrough !== undefined) {
    if (!isIsoDate(obj.validThrough)) problems.push('validThrough must be an ISO 8601 date');
    else if (isIsoDate(datePosted) && Date.parse(obj.validThrough) <= Date.parse(datePosted)) {
      problems.push('validThrough must be after datePosted');
    }
  }

  problems.push(...checkHiringOrganization(obj.hiringOrganization));
  problems.push(...checkLocation(obj));
  if (obj.employmentType !== undefined) problems.push(...checkEmploymentType(obj.employmentType));
  if (obj.baseSalary !== undefined) problems.push(...checkBaseSalary(obj.baseSalary));
  if (obj.url !== undefined && !isAbsoluteUrl(obj.url)) problems.push('url must be an absolute URL');
  if (obj.identifier !== undefined) {
    const id = obj.identifier;
    if (
      !isRecord(id) ||
      id['@type'] !== 'PropertyValue' ||
      !isFilledString(id.name) ||
      !isFilledString(id.value)
    ) {
      problems.push('identifier must be a PropertyValue with name and value');
    }
  }
  return problems;
}

function buildHiringOrganization(
  job: JobDetail,
  baseUrl: string,
  companyUrl: string | null | undefined,
): Record<string, unknown> {
  const organization: Record<string, unknown> = { '@type': 'Organization', name: job.company.name };
  const sameAs = normalizeWebsite(companyUrl ?? '');
  if (sameAs) organization.sameAs = sameAs;
  const logo = job.company.logoImage?.trim();
  if (logo) {
    organization.logo = isAbsoluteUrl(logo)
      ? logo
      : `${baseUrl}/images/thumbnail/${logo.replace(/^\/+/, '')}`;
  }
  return organization;
}

function buildApplicantCountries(country: string | null): Record<string, unknown>[] {
  const name = country ? findCountryName(country.trim().toUpperCase()) : undefined;
  const names = name ? [name] : NORDIC_COUNTRIES.map((c) => c.text);
  return names.map((n) => ({ '@type': 'Country', name: n }));
}

function buildPlace(job: JobDetail): Record<string, unknown> {
  const address: Record<string, unknown> = { '@type': 'PostalAddress' };
  const locality = job.location.locality?.trim();
  if (locality) address.addressLocality = locality;
  // A job without its own country is where its company is.
  const country = job.location.country?.trim() || job.company.countryCode;
  if (country) address.addressCountry = country.length === 2 ? country.toUpperCase() : country;
  const street = job.location.address?.trim();
  if (street) address.streetAddress = street;
  return { '@type': 'Place', address };
}

function buildBaseSalary(job: JobDetail): Record<string, unknown> | undefined {
  const { type, min, max, period } = job.salary;
  const currency = job.salary.currency?.trim().toUpperCase();
  if (type !== 'range' || !currency || (min === null && max === null)) return undefined;
  const value: Record<string, unknown> = { '@type': 'QuantitativeValue' };
  if (min !== null && max !== null && min !== max) {
    value.minValue = Math.min(min, max);
    value.maxValue = Math.max(min, max);
  } else {
    // One known end (or both equal): Google takes a single `value` rather than half a range.
    value.value = min ?? max;
  }
  if (period) value.unitText = UNIT_TEXT_BY_PERIOD[period];
  return { '@type': 'MonetaryAmount', currency, value };
}

function checkHiringOrganization(org: unknown): string[] {
  if (!isRecord(org)) return ['hiringOrganization is required'];
  const problems: string[] = [];
  if (!isFilledString(org.name)) problems.push('hiringOrganization.name is required');
  if (org.logo !== undefined && !isAbsoluteUrl(org.logo))
    problems.push('hiringOrganization.logo must be an absolute URL');
  if (org.sameAs !== undefined && !isAbsoluteUrl(org.sameAs)) {
    problems.push('hiringOrganization.sameAs must be an absolute URL');
  }
  return problems;
}

function checkLocation(obj: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const { jobLocation, jobLocationType, applicantLocationRequirements } = obj;
  if (jobLocation !== undefined && !asList(jobLocation).every(isPlaceWithAddress)) {
    problems.push('jobLocation must be a Place with a PostalAddress address');
  }
  if (jobLocationType !== undefined && jobLocationType !== 'TELECOMMUTE') {
    problems.push('jobLocationType must be TELECOMMUTE');
  }
  if (
    applicantLocationRequirements !== undefined &&
    !asList(applicantLocationRequirements).every(isApplicantArea)
  ) {
    problems.push('applicantLocationRequirements must be Country or AdministrativeArea items with a name');
  }
  if (jobLocation === undefined) {
    if (jobLocationType !== 'TELECOMMUTE') {
      problems.push(
        'jobLocation is required (or jobLocationType TELECOMMUTE with applicantLocationRequirements)',
      );
    } else if (applicantLocationRequirements === undefined) {
      problems.push('applicantLocationRequirements is required for a TELECOMMUTE job without jobLocation');
    }
  }
  return problems;
}

function checkEmploymentType(value: unknown): string[] {
  const values = asList(value);
  const isValid = values.every((v) => typeof v === 'string' && GOOGLE_EMPLOYMENT_TYPES.has(v));
  return isValid ? [] : [`employmentType must be one of ${[...GOOGLE_EMPLOYMENT_TYPES].join(', ')}`];
}

function checkBaseSalary(salary: unknown): string[] {
  if (!isRecord(salary) || salary['@type'] !== 'MonetaryAmount')
    return ['baseSalary must be a MonetaryAmount'];
  const problems: string[] = [];
  if (typeof salary.currency !== 'string' || !/^[A-Z]{3}$/.test(salary.currency)) {
    problems.push('baseSalary.currency must be a 3-letter ISO 4217 code');
  }
  const value = salary.value;
  if (!isRecord(value) || value['@type'] !== 'QuantitativeValue') {
    problems.push('baseSalary.value must be a QuantitativeValue');
    return problems;
  }
  const { minValue, maxValue } = value;
  const hasSingle = isFiniteNumber(value.value);
  const hasRange = isFiniteNumber(minValue) || isFiniteNumber(maxValue);
  if (!hasSingle && !hasRange) problems.push('baseSalary.value needs value or minValue/maxValue');
  if (isFiniteNumber(minValue) && isFiniteNumber(maxValue) && minValue > maxValue) {
    problems.push('baseSalary.value.minValue must not exceed maxValue');
  }
  if (
    value.unitText !== undefined &&
    !(typeof value.unitText === 'string' && GOOGLE_UNIT_TEXTS.has(value.unitText))
  ) {
    problems.push('baseSalary.value.unitText must be HOUR, DAY, WEEK, MONTH or YEAR');
  }
  return problems;
}

function isPlaceWithAddress(place: unknown): boolean {
  if (!isRecord(place) || place['@type'] !== 'Place') return false;
  const address = place.address;
  if (!isRecord(address) || address['@type'] !== 'PostalAddress') return false;
  return ['addressLocality', 'addressRegion', 'addressCountry', 'postalCode', 'streetAddress'].some((key) =>
    isFilledString(address[key]),
  );
}

function isApplicantArea(area: unknown): boolean {
  return (
    isRecord(area) &&
    typeof area['@type'] === 'string' &&
    APPLICANT_LOCATION_TYPES.has(area['@type']) &&
    isFilledString(area.name)
  );
}

function asList(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [value];
  // An empty list counts as one missing item, so it fails the item check.
  return value.length > 0 ? value : [undefined];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

function isAbsoluteUrl(value: unknown): boolean {
  return typeof value === 'string' && ABSOLUTE_URL.test(value);
}
