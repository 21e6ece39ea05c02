/**
 * Add Shop: a required name (Create stays disabled while it is empty)
 * and an optional description, each held to the server's length. The typed values stay
 * when the server refuses them (a second shop with the same name: 409), with its message
 * under the form and in an error snackbar.
 */
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { failureText } from '@/api/failure-text';
import { listKey } from '@/components/data-list/list-read';
import { showSnackbar } from '@/components/snackbar';
import { TextField } from '@/components/ui/field';
import { SHOP_DESCRIPTION_MAX, SHOP_NAME_MAX, type ShopCreate } from '@/contract/work-orders';
import { createShop } from './api';
import { shopList } from './lists';
import './work-orders-page.css';
import { shopCreateBody, type ShopDraft } from './writes';
import { Text } from '@/components/ui/text';

const empty: ShopDraft = { name: '', description: '' };

export function AddShopForm({ siteCode, canWrite }: { siteCode: string | null; canWrite: boolean }) {
  const [draft, setDraft] = useState<ShopDraft>(empty);
  const [failure, setFailure] = useState<{ message: string; duplicate: boolean } | null>(null);
  const checked = shopCreateBody(draft);

  const create = useSubmitMutation({
    mutationFn: (body: ShopCreate) => createShop(siteCode, body),
    onSuccess: (shop) => {
      setDraft(empty);
      showSnackbar({ severity: 'success', message: `Shop ${shop.name} added.` });
    },
    onError: (error) => {
      const message = failureText(error);
      setFailure({ message, duplicate: error instanceof ApiError && error.status === 409 });
      showSnackbar({ severity: 'error', message });
    },
    // Read again after a refusal too: a duplicate name means the list is behind the server.
    meta: { invalidates: [listKey(shopList, siteCode)], invalidatesOnError: true },
  });

  const change = (field: keyof ShopDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setFailure(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if ('body' in checked && canWrite && !create.isPending) create.mutate(checked.body);
  };

  return (
    <form className="work-order-shop-form" onSubmit={onSubmit} aria-labelledby="add-shop-title" noValidate>
      <Heading as="h3" size="sm" id="add-shop-title">
        Add Shop
      </Heading>
      <div className="work-order-shop-fields">
        <TextField
          className="work-order-shop-name"
          label="Name"
          required
          disabled={!canWrite}
          value={draft.name}
          onChange={(event) => change('name', event.target.value)}
          maxLength={SHOP_NAME_MAX}
          error={failure?.duplicate ? failure.message : undefined}
          hint={`Up to ${SHOP_NAME_MAX} characters.`}
        />
        <TextField
          className="work-order-shop-description"
          label="Description"
          disabled={!canWrite}
          value={draft.description}
          onChange={(event) => change('description', event.target.value)}
          maxLength={SHOP_DESCRIPTION_MAX}
          hint={`Optional, up to ${SHOP_DESCRIPTION_MAX} characters.`}
        />
        <div className="work-order-shop-submit">
          <Button type="submit" colorPalette="brand" disabled={!canWrite || !('body' in checked)} loading={create.isPending} loadingText="Creating…">
            Create
          </Button>
        </div>
      </div>
      {failure && !failure.duplicate ? (
        <Text tone="error" role="alert">
          The shop could not be added: {failure.message}
        </Text>
      ) : null}
    </form>
  );
}
