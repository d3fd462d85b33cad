import { IMAGE_SIZE_NAMES } from '#domain/content/image-sizes.ts';
import { PUBLIC_COUNTRY_CODES, PUBLIC_SORTING } from '#domain/jobs/public-jobs-api.schema.ts';
import { JOB_FEED_PATHS, JOB_FEED_SIZE } from '../services/seo/build-job-feeds.ts';

/**
 * The public API's documentation beyond the JSON routes (which document themselves through
 * defineRoute): the tag groups, an introduction, and the feeds and images, which answer XML, JSON
 * Feed and image bytes from routes of their own (seo-routes.ts, serve-image.ts).
 */
export const PUBLIC_API_TAGS = [
  {
    name: 'public: jobs',
    description:
      'The jobs API other sites already speak (The Hub’s v2 contract): 15 jobs a page, `page` from 1 to `pages`.',
  },
  {
    name: 'public: feeds',
    description: `The first ${JOB_FEED_SIZE} jobs of a search as RSS 2.0, JSON Feed 1.1 and an XML feed for job aggregators (Indeed’s format, schema at ${JOB_FEED_PATHS.xsd}).`,
  },
  { name: 'public: images', description: 'Logos and gallery images, resized: `/images/{size}{path}`.' },
] as const;

export const PUBLIC_API_INTRO = [
  'Open to every site and program: answers carry `Access-Control-Allow-Origin: *` (never with credentials).',
  'Each client (address) may make a number of requests a minute across the public API; every answer says how many are left in `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds) and `RateLimit-Policy`. Past the limit: 429 with `Retry-After`.',
  'Unknown parameters are ignored; a known parameter with a bad value answers 400 `{ code, message, fieldErrors }`, never a silent list of every job.',
  `Filters: \`countryCode\` (${PUBLIC_COUNTRY_CODES.join(', ')}; EU is every located job), \`isRemote=true\`, \`search\`, \`roles\` and \`jobPositionTypes\` (ids from /api/site/configuration-cached, repeated or comma separated), \`sorting\` (${Object.keys(PUBLIC_SORTING).join(', ')}), \`page\`.`,
  '`total` stops at 1,000: the search never counts every match. Reading pages 1 to `pages` gives exactly `total` distinct jobs.',
];

const FEED_FILTERS = [
  ['countryCode', `One of ${PUBLIC_COUNTRY_CODES.join(', ')}`],
  ['isRemote', 'true: remote jobs'],
  ['search', 'Search text'],
  ['roles', 'Role ids, repeated or comma separated'],
  ['jobPositionTypes', 'Position type ids, repeated or comma separated'],
  ['sorting', Object.keys(PUBLIC_SORTING).join(', ')],
] as const;

const feedParameters = FEED_FILTERS.map(([name, description]) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string' },
}));

function feedOperation(summary: string, contentType: string, example: string, operationId: string) {
  return {
    get: {
      operationId,
      summary,
      tags: ['public: feeds'],
      parameters: feedParameters,
      'x-public': true,
      'x-examples': [{ summary: 'Remote jobs', url: `${example}?isRemote=true` }],
      responses: {
        200: { description: 'The feed', content: { [contentType]: { schema: { type: 'string' } } } },
        400: {
          description: 'Bad request',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
        429: {
          description: 'Too many requests',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    },
  };
}

/** OpenAPI path items of the feeds and the image route. */
export const PUBLIC_NON_JSON_PATHS: Record<string, Record<string, unknown>> = {
  [JOB_FEED_PATHS.xml]: feedOperation(
    `XML job feed for aggregators (Indeed’s format: title, date, referencenumber, url, company, city, country, description, salary, jobtype, category, remotetype); schema at ${JOB_FEED_PATHS.xsd}`,
    'application/xml',
    JOB_FEED_PATHS.xml,
    'getFeedsJobsXml',
  ),
  [JOB_FEED_PATHS.rss]: feedOperation(
    'RSS 2.0 of the jobs',
    'application/rss+xml',
    JOB_FEED_PATHS.rss,
    'getFeedsJobsRss',
  ),
  [JOB_FEED_PATHS.json]: feedOperation(
    'JSON Feed 1.1 of the jobs',
    'application/feed+json',
    JOB_FEED_PATHS.json,
    'getFeedsJobsJson',
  ),
  [JOB_FEED_PATHS.xsd]: {
    get: {
      operationId: 'getFeedsJobsXsd',
      summary: 'The XML Schema (XSD) the XML job feed follows',
      tags: ['public: feeds'],
      parameters: [],
      'x-public': true,
      'x-examples': [{ summary: 'The schema', url: JOB_FEED_PATHS.xsd }],
      responses: {
        200: { description: 'XSD', content: { 'application/xml': { schema: { type: 'string' } } } },
      },
    },
  },
  '/images/{size}/{path}': {
    get: {
      operationId: 'getImagesSizePath',
      summary:
        'An image, resized: `logoImage.path` and `galleryImages[].path` of the jobs API go after the size (`/images/thumbnail` + path); `original` serves it unchanged. WebP when the client accepts it; cached for a year',
      tags: ['public: images'],
      'x-public': true,
      'x-examples': [],
      parameters: [
        {
          name: 'size',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: [...IMAGE_SIZE_NAMES, 'original'] },
        },
        {
          name: 'path',
          in: 'path',
          required: true,
          description: 'The image path from the API, without its leading slash',
          schema: { type: 'string' },
        },
        {
          name: 'scale',
          in: 'query',
          required: false,
          description: '1, 1.5 or 2',
          schema: { type: 'string' },
        },
        {
          name: 'format',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['webp', 'jpeg', 'png'] },
        },
      ],
      responses: {
        200: {
          description: 'The image',
          content: {
            'image/webp': { schema: { type: 'string', format: 'binary' } },
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            'image/png': { schema: { type: 'string', format: 'binary' } },
          },
        },
        404: {
          description: 'Not found',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
        422: {
          description: 'Bad size or scale',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    },
  },
};
