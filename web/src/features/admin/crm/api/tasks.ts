import type { TaskInput, TaskPatch } from '../../../../../../worker/crm/schemas/crm';
import { api } from '../../../../lib/api';

// CRM tasks: adding one (for a prospect or on its own) and changing one (completing, reopening).

export const createTask = (json: TaskInput) => api.admin.crm.tasks.$post({ json });

export const patchTask = (id: number, json: TaskPatch) => api.admin.crm.tasks[':id'].$patch({ param: { id: String(id) }, json });
