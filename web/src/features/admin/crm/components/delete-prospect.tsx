import { paths } from '../../../../config/paths';
import { DeletePanel } from '../../components/delete-panel';
import { deleteProspect, type Prospect } from '../api/prospect';

export function DeleteProspect({ prospect }: { prospect: Prospect }) {
  return (
    <DeletePanel
      className="admin-panel crm-panel"
      heading="Delete prospect"
      ask="Delete Prospect…"
      confirm="Delete Prospect"
      question={`Delete ${prospect.facilityName}? Its timeline and tasks are deleted with it. This cannot be undone.`}
      send={() => deleteProspect(prospect.id)}
      deleted={{ title: 'Prospect deleted', description: `${prospect.facilityName}, its timeline and its tasks were deleted.` }}
      listHref={paths.adminCrm.getHref()}
    />
  );
}
