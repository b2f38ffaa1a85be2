import { adminRouter } from '../../accounts/guards';
import { importRunDetail, listImportRuns, type ImportRunItem } from '../queries/imports';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, pageQuerySchema, type ListPage } from '../../lib/schemas/lists';
import { route } from '../../lib/openapi';

/** The locator imports (npm run import:locator): what each run added, updated, failed and kept for review. */
export const adminImportRoutes = adminRouter()
  .get('/', route({ summary: 'Locator import runs', 200: 'One page of import runs, newest first.' }), validate('query', pageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    const { items, total } = await listImportRuns(c.get('db'), { limit, offset: offsetOf({ page, limit }) });
    return c.json({ items, total, page, limit } satisfies ListPage<ImportRunItem>, 200);
  })
  .get('/:id', route({ summary: 'One locator import run', 200: 'The run and what it did to each listing.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const detail = await importRunDetail(c.get('db'), c.req.valid('param').id);
    if (!detail) throw new ApiError('not_found', 'No import with this id.');
    return c.json(detail, 200);
  });
