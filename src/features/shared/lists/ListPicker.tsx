/**
 * The 加入采购清单 dialog (loaded by AddToListButton on its first click): the lists the caller may change (own ones
 * and company lists shared as editable) or a new private one by name; 加入 posts the items to the chosen list
 * (`POST /api/PurchaseLists/{id}/items`) or creates the list with them (`POST /api/PurchaseLists`).
 */
import { useId, useState } from 'react';
import type { PurchaseListItemBody } from '../../../contract/quick-order';
import { call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/choice';
import { Dialog } from '../../../ui/dialog';
import { Alert, Skeleton } from '../../../ui/feedback';
import { Input } from '../../../ui/input';
import { refresh } from '../use-api-query';
import { useRouteQuery } from '../use-route-query';

export interface ListPickerProps {
  open: boolean;
  onClose: () => void;
  items: PurchaseListItemBody[];
  label: string;
}

const NEW = 'new';

export function ListPicker({ open, onClose, items, label }: ListPickerProps) {
  const lists = useRouteQuery('GET /api/PurchaseLists', open ? {} : null);
  const editable = (lists.data ?? []).filter((l) => l.Editable);
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const chosen = choice ?? (editable[0] ? String(editable[0].Id) : NEW);

  const add = async () => {
    setBusy(true);
    try {
      let listName: string;
      if (chosen === NEW) {
        const list = await call('POST /api/PurchaseLists', {
          body: { Name: name.trim() || `采购清单 ${new Date().toLocaleDateString('zh-CN')}`, Items: items },
        });
        listName = list.Name;
      } else {
        const list = await call('POST /api/PurchaseLists/:id/items', {
          params: { id: Number(chosen) },
          body: { Items: items },
        });
        listName = list.Name;
      }
      refresh('/api/PurchaseLists');
      showMessage('success', `已将${label}加入采购清单「${listName}」`);
      setName('');
      onClose();
    } catch {
      // The client showed the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="加入采购清单"
      width={420}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} disabled={lists.pending} onClick={() => void add()}>
            加入
          </Button>
        </>
      }
    >
      <p>{label}</p>
      {lists.pending ? (
        <Skeleton lines={3} label="采购清单加载中" />
      ) : lists.error ? (
        <Alert type="error" action={<Button onClick={lists.retry}>重试</Button>}>
          采购清单加载失败
        </Alert>
      ) : (
        <RadioGroup
          aria-label="选择采购清单"
          direction="vertical"
          value={chosen}
          onChange={setChoice}
          options={[
            ...editable.map((l) => ({
              value: String(l.Id),
              label: `${l.Name}（${l.ItemCount} 种${l.Mine ? '' : ` · ${l.OwnerName}`}）`,
            })),
            { value: NEW, label: '新建清单' },
          ]}
        />
      )}
      {chosen === NEW && !lists.pending ? (
        <p>
          <label htmlFor={nameId}>新清单名称</label>
          <Input
            id={nameId}
            size="sm"
            maxLength={50}
            placeholder="例如：每月耗材"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </p>
      ) : null}
    </Dialog>
  );
}
