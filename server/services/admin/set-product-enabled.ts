import { eq } from 'drizzle-orm';
import type { AdminProduct } from '#domain/admin/admin-products.schema.ts';
import { AppError } from '#domain/errors.ts';
import { products } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { forgetSiteSettings } from './forget-site-settings.ts';
import { readAdminProducts } from './list-admin-products.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

/**
 * Switches a product on or off (`site.configure`, audited as `product.update`): HEADHUNTER off takes
 * Scout out of the header, `/pricing` and the Scout routes (404); the plan or boost off stops their
 * checkout. Visitors see it within a minute, cached pages and configuration included
 * (forget-site-settings.ts). An unknown product code is refused (422) and changes nothing.
 */
export async function setProductEnabled(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
  isEnabled: boolean,
): Promise<AdminProduct> {
  const product = await runSiteAdminAction(deps, who, 'site.configure', async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.key, key)).for('update');
    if (!row) {
      throw new AppError('VALIDATION', `There is no product ${key}`, { key: [`There is no product ${key}`] });
    }
    await tx.update(products).set({ isEnabled }).where(eq(products.id, row.id));
    const updated = (await readAdminProducts(tx)).find((item) => item.key === row.key);
    if (!updated) throw new Error(`product ${row.key} vanished`);
    return {
      result: updated,
      audit: {
        action: 'product.update',
        objectType: 'product',
        objectId: row.key,
        objectLabel: row.name,
        before: { isEnabled: row.isEnabled },
        after: { isEnabled },
      },
    };
  });
  forgetSiteSettings(deps);
  return product;
}
