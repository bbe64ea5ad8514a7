import { IconButton } from '../../../components/icon-button';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { usePlacesPermissions } from '../use-places-permissions';

/** The top of the properties, rooms and beds lists: the breadcrumb, the title, and Add for who may add. */
export function PlacesListHeader({
  title,
  addLabel,
  onAdd,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  const { canAdd } = usePlacesPermissions();
  return (
    <>
      <PageBreadcrumb items={[{ label: title }]} />
      <PageHeader title={title}>
        {canAdd && (
          <IconButton icon="bi-plus-lg" onClick={onAdd}>
            {addLabel}
          </IconButton>
        )}
      </PageHeader>
    </>
  );
}
