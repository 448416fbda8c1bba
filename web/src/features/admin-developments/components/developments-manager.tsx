import type { Development, DevelopmentSaveInput } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ItemsManager } from '#web/components/admin/items-manager';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { developmentsQuery } from '#web/lib/queries/developments';
import { useCreateDevelopment, useDeleteDevelopment, useUpdateDevelopment } from '#web/features/admin-developments/api/developments';
import { DevelopmentCard } from './development-card';
import { DevelopmentForm } from './development-form';

/**
 * /admin/developments: the list, newest first, with inline create and edit forms (the staff kit's
 * ItemsManager). The route composes the other features into it: `renderEditExtras` adds to the
 * edit view of an item (the attachments panel), and `bulkActions` is the Bulk Actions card below
 * the list.
 */
export function DevelopmentsManager({
  canEdit,
  renderEditExtras,
  bulkActions,
}: {
  canEdit: boolean;
  renderEditExtras: (dev: Development) => ReactNode;
  bulkActions: ReactNode;
}) {
  const list = useQuery(developmentsQuery);
  const create = useCreateDevelopment();
  const update = useUpdateDevelopment();
  const remove = useDeleteDevelopment();
  return (
    <ItemsManager<Development, DevelopmentSaveInput>
      list={list}
      sort={(a, b) => b.date.localeCompare(a.date)}
      loading="Loading development updates..."
      error="Error loading development updates"
      empty={{ text: 'No development updates found.', addLabel: 'Create First Development Update' }}
      canEdit={canEdit}
      addLabel="Add Development"
      addWhenReadOnly="disabled"
      header={(add) => (
        <ScreenHeader title="Development Updates" description="Manage the development updates shown on the home page." action={add} />
      )}
      nameOf={(dev) => dev.projectTitle}
      changes={{ create, update, remove }}
      confirmDelete={(dev) => ({
        title: 'Delete Development',
        description: `Are you sure you want to delete "${dev.projectTitle}"? This also deletes its attachments and cannot be undone.`,
      })}
      renderItem={(dev, { actions }) => <DevelopmentCard development={dev} actions={actions} />}
      renderForm={(props) => <DevelopmentForm {...props} />}
      renderEditExtras={renderEditExtras}
    >
      {bulkActions}
    </ItemsManager>
  );
}
