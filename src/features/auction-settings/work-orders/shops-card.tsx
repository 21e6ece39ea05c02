/**
 * The Shops card: Add Shop, then the site's shops, active ones by name and then the deleted
 * ones, greyed and still listed. Delete asks first; a deleted shop has no Delete.
 * The "None" pseudo-shop is not listed: it is a work order picker's "no shop" choice, not a
 * shop one can delete (ADR 0011).
 */
import { Button } from '@/components/ui/button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '@/api/failure-text';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Column } from '@/components/data-list/columns';
import { DataList } from '@/components/data-list/data-list';
import { listKey } from '@/components/data-list/list-read';
import { useLocalListSearch } from '@/components/data-list/use-local-list-search';
import { showSnackbar } from '@/components/snackbar';
import type { Shop } from '@/contract/work-orders';
import { formatTimestamp } from '@/lib/dates';
import { AddShopForm } from './add-shop-form';
import { deleteShop } from './api';
import { shopList } from './lists';
import './work-orders-page.css';

interface ShopsCardProps {
  siteCode: string | null;
  canWrite: boolean;
  timeZone: string | undefined;
}

export function ShopsCard({ siteCode, canWrite, timeZone }: ShopsCardProps) {
  const [search, onSearchChange] = useLocalListSearch(shopList);
  const [toDelete, setToDelete] = useState<Shop | null>(null);

  const remove = useMutation({
    mutationFn: (shop: Shop) => deleteShop(siteCode, shop.id),
    onSuccess: (_, shop) => showSnackbar({ severity: 'success', message: `Shop ${shop.name} deleted.` }),
    onError: (error) => showSnackbar({ severity: 'error', message: failureText(error) }),
    // Read again after a refusal too: the shop may have been deleted meanwhile.
    meta: { invalidates: [listKey(shopList, siteCode)], invalidatesOnError: true },
  });
  const deleting = remove.isPending ? remove.variables.id : null;

  const columns: Column<Shop, never>[] = [
    { id: 'name', header: 'Name', minWidth: '10rem', cell: (shop) => shop.name },
    { id: 'description', header: 'Description', minWidth: '14rem', cell: (shop) => shop.description },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (shop) => (shop.deleted_at ? `Deleted ${formatTimestamp(shop.deleted_at, timeZone)}` : 'Active'),
      csv: [
        { header: 'Status', value: (shop) => (shop.deleted_at ? 'Deleted' : 'Active') },
        { header: 'Deleted At', value: (shop) => shop.deleted_at },
      ],
    },
    {
      id: 'actions',
      header: 'Actions',
      csv: false,
      cell: (shop) =>
        shop.deleted_at ? null : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${shop.name}`}
            disabled={!canWrite || deleting !== null}
            loading={deleting === shop.id}
            onClick={() => setToDelete(shop)}
          >
            Delete
          </Button>
        ),
    },
  ];

  return (
    <div className="work-order-shops">
      <AddShopForm siteCode={siteCode} canWrite={canWrite} />
      <DataList
        list={shopList}
        search={search}
        onSearchChange={onSearchChange}
        scope={siteCode}
        columns={columns}
        rowKey={(shop) => shop.id}
        label="Shops"
        rowTone={(shop) => (shop.deleted_at ? 'muted' : undefined)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Shop?"
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      >
        Delete the shop {toDelete?.name}? It stays in the list, greyed, as a deleted shop; it cannot be restored here.
      </ConfirmDialog>
    </div>
  );
}
