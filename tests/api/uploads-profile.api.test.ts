/**
 * Image uploads and the whole startup profile over HTTP (issue 8, join and profile):
 * `POST /api/upload/image` and `/api/upload/{type}` accept PNG, JPEG and WebP by content only and
 * store them re-encoded as WebP without metadata under a random key, owned by the uploader; a
 * renamed HTML file, an oversized body and a pixel bomb are refused and leave nothing behind.
 * `GET`/`PUT /api/companies/{key}/profile` round-trip every profile field, attach only the user's
 * own uploads (or the startup's images), apply the publishing rules, and answer 404 across startups.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyDetail } from '#domain/companies/company.schema.ts';
import { PUBLISH_DESCRIPTION_MESSAGE } from '#domain/companies/company-form.schema.ts';
import {
  EditableCompanyProfile,
  IMAGE_NOT_YOURS_MESSAGE,
  PERKS_MESSAGE,
} from '#domain/companies/company-profile.schema.ts';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TOO_SMALL_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '#domain/content/image-upload-rules.ts';
import { companies, uploads } from '#server/db/schema/index.ts';
import { UploadedImage } from '#server/http/routes/uploads/upload-routes.ts';
import { addCompanyMember, insertCompany, insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

function multipart(options: { field?: string; filename: string; contentType: string; data: Buffer }) {
  const boundary = `----nordhub${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file_upload'}"; filename="${options.filename}"\r\n` +
      `Content-Type: ${options.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, options.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

/** A JPEG 300×200 as stored, tagged "rotate 90°" and carrying EXIF text a photo would leak. */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Jane Doe' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function webpImage(): Promise<Buffer> {
  return sharp({ create: { width: 128, height: 96, channels: 3, background: '#3c3' } })
    .webp()
    .toBuffer();
}

/** A valid 1×1 PNG whose header declares `width`×`height`: tiny on disk, huge if ever decoded. */
async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(1, 1));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(BACKENDS)('image uploads and the startup profile API [%s]', (backend) => {
  let t: TestApp;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    uploadsDir = path.join(t.deps.env.dataDir, 'uploads', 'uploads');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(options: { isAdmin?: boolean } = {}) {
    const user = await insertUser(t.deps.db, options);
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return { user, client };
  }

  async function upload(
    client: SessionClient,
    file: { filename: string; contentType: string; data: Buffer; field?: string },
    url = '/api/upload/image',
  ) {
    return client.request({ method: 'POST', url, ...multipart(file) });
  }

  async function uploadOk(client: SessionClient, url = '/api/upload/image') {
    const response = await upload(
      client,
      { filename: 'logo.png', contentType: 'image/png', data: await pngImage(240, 160) },
      url,
    );
    expect(response.statusCode, response.body).toBe(201);
    return parseJson(response, UploadedImage);
  }

  async function uploadRowsOf(userId: string) {
    return t.deps.db.select().from(uploads).where(eq(uploads.ownerUserId, userId));
  }

  describe('POST /api/upload/image', () => {
    it.each([
      [
        'a PNG with transparency',
        'logo.png',
        'image/png',
        () => pngImage(240, 160),
        { width: 240, height: 160 },
      ],
      // The EXIF orientation is applied to the pixels: 300×200 tagged "rotate 90°" is stored 200×300.
      ['a JPEG with EXIF', 'photo.jpg', 'image/jpeg', jpegWithExif, { width: 200, height: 300 }],
      ['a WebP', 'team.webp', 'image/webp', webpImage, { width: 128, height: 96 }],
    ])(
      'stores %s re-encoded as WebP without metadata, owned by the uploader',
      async (_label, filename, type, make, size) => {
        const { user, client } = await signedIn();
        const response = await upload(client, { filename, contentType: type, data: await make() });
        expect(response.statusCode, response.body).toBe(201);
        const body = parseJson(response, UploadedImage);
        expect(body.key).toMatch(/^uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
        expect(body).toMatchObject({ ...size, url: `/images/original/${body.key}` });

        const stored = await t.app.deps.storage?.read(body.key);
        if (!stored) throw new Error('nothing stored under the key');
        expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const metadata = await sharp(stored).metadata();
        expect(metadata).toMatchObject({ format: 'webp', ...size });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(stored.includes(Buffer.from('Secret Camera Owner'))).toBe(false);

        const rows = await uploadRowsOf(user.id);
        expect(rows).toEqual([
          expect.objectContaining({
            storageKey: body.key,
            kind: 'image',
            contentType: 'image/webp',
            bytes: stored.length,
            ...size,
          }),
        ]);

        // Served back with the sandbox policy and no sniffing.
        const served = await t.app.inject({ method: 'GET', url: body.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-security-policy']).toBe('sandbox');
      },
    );

    it('records the kind of /api/upload/{type} and refuses unknown types', async () => {
      const { user, client } = await signedIn();
      for (const kind of ['logo', 'gallery', 'team'] as const) await uploadOk(client, `/api/upload/${kind}`);
      expect((await uploadRowsOf(user.id)).map((row) => row.kind).sort()).toEqual([
        'gallery',
        'logo',
        'team',
      ]);
      const response = await upload(
        client,
        { filename: 'x.png', contentType: 'image/png', data: await pngImage(100, 100) },
        '/api/upload/avatar',
      );
      expectError(response, 422, 'VALIDATION');
    });

    it('refuses a renamed HTML file with 415 and stores nothing', async () => {
      const { user, client } = await signedIn();
      const filesBefore = await listFiles(uploadsDir);
      for (const data of [
        Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
        // A PNG signature in front of garbage: the decoder must agree with the magic bytes.
        Buffer.concat([(await pngImage(100, 100)).subarray(0, 8), Buffer.from('<html>not really</html>')]),
      ]) {
        const response = await upload(client, { filename: 'logo.png', contentType: 'image/png', data });
        expect(expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE').message).toBe(UNSUPPORTED_IMAGE_MESSAGE);
      }
      expect(await uploadRowsOf(user.id)).toEqual([]);
      expect(await listFiles(uploadsDir)).toEqual(filesBefore);
    });

    it('refuses more than 8 MB with 413, whether the body says so or grows past it', async () => {
      const { user, client } = await signedIn();
      const png = await pngImage(100, 100);
      const declared = await upload(client, {
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024)]),
      });
      expect(expectError(declared, 413, 'PAYLOAD_TOO_LARGE').message).toBe(IMAGE_TOO_LARGE_MESSAGE);
      const justOver = await upload(client, {
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1 - png.length)]),
      });
      expect(expectError(justOver, 413, 'PAYLOAD_TOO_LARGE').message).toBe(IMAGE_TOO_LARGE_MESSAGE);
      expect(await uploadRowsOf(user.id)).toEqual([]);
    });

    it('refuses a pixel bomb and a tiny image with 422 before decoding them', async () => {
      const { user, client } = await signedIn();
      const bomb = await pixelBomb(20_000, 20_000);
      expect(bomb.length).toBeLessThan(200);
      const started = Date.now();
      const refused = await upload(client, { filename: 'bomb.png', contentType: 'image/png', data: bomb });
      expect(expectError(refused, 422, 'VALIDATION').message).toBe(IMAGE_TOO_MANY_PIXELS_MESSAGE);
      expect(Date.now() - started).toBeLessThan(2000);
      const tiny = await upload(client, {
        filename: 'dot.png',
        contentType: 'image/png',
        data: await pngImage(32, 32),
      });
      expect(expectError(tiny, 422, 'VALIDATION').message).toBe(IMAGE_TOO_SMALL_MESSAGE);
      expect(await uploadRowsOf(user.id)).toEqual([]);
    });

    it('needs a login (401), a multipart body and the file_upload field', async () => {
      const anonymous = createSessionClient(t.app);
      const logo = { filename: 'logo.png', contentType: 'image/png', data: await pngImage(100, 100) };
      expectError(await upload(anonymous, logo), 401, 'UNAUTHORIZED');
      expectError(await upload(anonymous, logo, '/api/upload/logo'), 401, 'UNAUTHORIZED');

      const { client } = await signedIn();
      expectError(
        await client.post('/api/upload/image', { file_upload: 'x' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      const wrongField = expectError(await upload(client, { ...logo, field: 'file' }), 422, 'VALIDATION');
      expect(wrongField.fieldErrors).toEqual({ file_upload: ['Please choose an image to upload'] });
    });
  });

  describe('GET and PUT /api/companies/{key}/profile', () => {
    async function startupOf(user: { id: string }, overrides: Parameters<typeof insertCompany>[1] = {}) {
      const company = await insertCompany(t.deps.db, { status: 'DRAFT', ...overrides });
      await addCompanyMember(t.deps.db, company, user as Parameters<typeof addCompanyMember>[2]);
      return company;
    }

    it('saves every field, reads it back, publishes it, and the public profile shows it', async () => {
      const { user, client } = await signedIn();
      const company = await startupOf(user, { perks: [{ icon: 'coffee', text: 'Barista coffee' }] });
      const [logo, first, second, portrait] = [
        await uploadOk(client, '/api/upload/logo'),
        await uploadOk(client, '/api/upload/gallery'),
        await uploadOk(client, '/api/upload/gallery'),
        await uploadOk(client, '/api/upload/team'),
      ];
      const profile = {
        name: 'Fjordlys Energy',
        countryCode: 'NO',
        website: 'fjordlys.no',
        whatWeDo: 'We store summer sun for the Nordic winter.',
        quote: 'Energy should be as clean as the fjords.',
        city: 'Bergen',
        foundedYear: 2019,
        countryCodes: ['SE', 'NO', 'FI'],
        industries: ['energy', 'cleantech'],
        isImpact: true,
        sdgs: [7, 13],
        stage: 'series-a',
        fundingStage: 'vc-funded',
        businessModel: 'b2b',
        numberOfEmployees: '11-50',
        perks: ['coffee', 'gym'],
        investors: ['Nordic Angels', 'Fjord Ventures'],
        team: [
          { name: 'Ingrid Berg', title: 'CEO', image: portrait.key },
          { name: 'Ola Nordmann', title: '', image: null },
        ],
        keyFigures: [
          { name: 'revenue', value: '€2.4M' },
          { name: 'customers', value: '120' },
        ],
        logoImage: logo.key,
        galleryImages: [first.key, second.key],
      };
      const saved = await client.put(`/api/companies/${company.key}/profile`, profile);
      const expected = {
        ...profile,
        key: company.key,
        website: 'http://fjordlys.no',
        // The headquarters country leads the countries the startup is present in.
        countryCodes: ['NO', 'SE', 'FI'],
        // A perk keeps the startup's own words; a new one takes the configuration's.
        perks: [
          { icon: 'coffee', text: 'Barista coffee' },
          { icon: 'gym', text: 'Gym membership' },
        ],
        status: 'DRAFT',
        platform: { main: true, impact: false },
      };
      expect(parseJson(saved, EditableCompanyProfile)).toEqual(expected);
      expect(
        parseJson(await client.get(`/api/companies/${company.key}/profile`), EditableCompanyProfile),
      ).toEqual(expected);

      const published = await client.put(`/api/companies/${company.key}/profile`, {
        ...profile,
        publish: true,
      });
      expect(parseJson(published, EditableCompanyProfile).status).toBe('PUBLISHED');
      const publicView = parseJson(
        await t.app.inject({ method: 'GET', url: `/api/companies/${company.key}` }),
        CompanyDetail,
      );
      expect(publicView).toMatchObject({
        name: 'Fjordlys Energy',
        logoImage: logo.key,
        galleryImages: [first.key, second.key],
        team: expected.team,
        keyFigures: profile.keyFigures,
        sdgs: [7, 13],
        investors: profile.investors,
        stage: 'series-a',
        fundingStage: 'vc-funded',
        businessModel: 'b2b',
        countries: [{ countryCode: 'NO' }, { countryCode: 'SE' }, { countryCode: 'FI' }],
      });

      // Not an impact startup any more: its goals go with it.
      const notImpact = await client.put(`/api/companies/${company.key}/profile`, {
        ...profile,
        isImpact: false,
      });
      expect(parseJson(notImpact, EditableCompanyProfile)).toMatchObject({ isImpact: false, sdgs: [] });
    });

    it("keeps the startup's own images and refuses someone else's upload or a made-up key", async () => {
      const { user, client } = await signedIn();
      const other = await signedIn();
      const company = await startupOf(user, {
        logoImage: 'seed/logos/own-logo.png',
        galleryImages: ['seed/covers/own-cover.png'],
      });
      const theirs = await uploadOk(other.client, '/api/upload/logo');
      const base = { name: company.name, countryCode: 'DK' };

      const kept = await client.put(`/api/companies/${company.key}/profile`, {
        ...base,
        logoImage: 'seed/logos/own-logo.png',
        galleryImages: ['seed/covers/own-cover.png'],
      });
      expect(parseJson(kept, EditableCompanyProfile)).toMatchObject({
        logoImage: 'seed/logos/own-logo.png',
        galleryImages: ['seed/covers/own-cover.png'],
      });

      const refused = expectError(
        await client.put(`/api/companies/${company.key}/profile`, {
          ...base,
          logoImage: theirs.key,
          galleryImages: ['seed/logos/kodkraft.png'],
          team: [{ name: 'Mallory', image: 'uploads/00/00000000000000000000000000000000.webp' }],
        }),
        422,
        'VALIDATION',
      );
      expect(refused.fieldErrors).toEqual({
        logoImage: [IMAGE_NOT_YOURS_MESSAGE],
        galleryImages: [IMAGE_NOT_YOURS_MESSAGE],
        'team.0.image': [IMAGE_NOT_YOURS_MESSAGE],
      });
      const [row] = await t.deps.db
        .select({ logoImage: companies.logoImage })
        .from(companies)
        .where(eq(companies.id, company.id));
      expect(row?.logoImage).toBe('seed/logos/own-logo.png');
    });

    it('refuses codes the site configuration does not list, and keeps a published profile publishable', async () => {
      const { user, client } = await signedIn();
      const company = await startupOf(user, { status: 'PUBLISHED' });
      const base = { name: company.name, countryCode: 'DK', whatWeDo: 'We test.' };
      const unknown = expectError(
        await client.put(`/api/companies/${company.key}/profile`, {
          ...base,
          industries: ['crypto'],
          perks: ['yacht'],
          stage: 'series-z',
          keyFigures: [{ name: 'ebitda', value: '1' }],
        }),
        422,
        'VALIDATION',
      );
      expect(unknown.fieldErrors).toMatchObject({
        industries: ['Please choose industries from the list'],
        perks: [PERKS_MESSAGE],
        stage: ['Please choose an option from the list'],
        'keyFigures.0.name': ['Please choose which figure this is'],
      });

      // Publishing rules hold on every save of a published startup, through both routes.
      for (const url of [`/api/companies/${company.key}/profile`, `/api/companies/${company.key}`]) {
        const noDescription = expectError(
          await client.put(url, { ...base, whatWeDo: '' }),
          422,
          'VALIDATION',
        );
        expect(noDescription.fieldErrors).toEqual({ whatWeDo: [PUBLISH_DESCRIPTION_MESSAGE] });
      }
      const [row] = await t.deps.db
        .select({ whatWeDo: companies.whatWeDo, status: companies.status })
        .from(companies)
        .where(eq(companies.id, company.id));
      expect(row).toEqual({ whatWeDo: company.whatWeDo, status: 'PUBLISHED' });
    });

    it("answers a member of startup A with 404 for startup B's profile, reading or writing", async () => {
      const a = await signedIn();
      const b = await signedIn();
      await startupOf(a.user);
      const startupB = await startupOf(b.user, { name: 'Startup B' });
      const form = { name: 'Taken over', countryCode: 'DK', whatWeDo: 'Nothing good' };

      expectError(await a.client.get(`/api/companies/${startupB.key}/profile`), 404, 'NOT_FOUND');
      expectError(await a.client.put(`/api/companies/${startupB.key}/profile`, form), 404, 'NOT_FOUND');
      // Even an invalid body says nothing more than "not found" about someone else's startup.
      expectError(
        await a.client.put(`/api/companies/${startupB.key}/profile`, { ...form, industries: ['crypto'] }),
        404,
        'NOT_FOUND',
      );
      expectError(await a.client.get('/api/companies/no-such-startup/profile'), 404, 'NOT_FOUND');
      const anonymous = createSessionClient(t.app);
      expectError(await anonymous.get(`/api/companies/${startupB.key}/profile`), 401, 'UNAUTHORIZED');
      expectError(await anonymous.put(`/api/companies/${startupB.key}/profile`, form), 401, 'UNAUTHORIZED');
      const [row] = await t.deps.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, startupB.id));
      expect(row?.name).toBe('Startup B');

      // An admin may edit any startup.
      const admin = await signedIn({ isAdmin: true });
      const byAdmin = await admin.client.put(`/api/companies/${startupB.key}/profile`, {
        ...form,
        name: 'Startup B (checked)',
      });
      expect(parseJson(byAdmin, EditableCompanyProfile).name).toBe('Startup B (checked)');
    });
  });
});
